import type { Translate } from '../../i18n'
import type { Locale } from '../../rules/languages'
import type { VatLine } from '../../rules/vat'
import { vatWords } from '../../rules/vat-words'

/**
 * The words of a VAT line from the dictionaries (cart.taxIncluded, cart.taxIncludedPlain, cart.taxFreeExport, cart.taxVoucher): the
 * totals of cart, checkout and orders word theirs with it, and the worker the product page's (`ProductDetail.vat_note`).
 */
export const vatText = (t: Translate, locale: Locale, line: VatLine): string =>
  vatWords(line, locale, {
    included: (rate) => t('cart.taxIncluded', { rate }),
    includedPlain: t('cart.taxIncludedPlain'),
    export: t('cart.taxFreeExport'),
    voucher: t('cart.taxVoucher'),
  })
