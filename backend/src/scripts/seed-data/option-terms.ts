import type { OptionTerms } from '../../rules/option-terms'
import { GIFT_CARD_TERMS_EN } from './gift-card'

/**
 * The English words of the catalogue's option titles and values (seed/variants.ts): what the seed puts into the
 * store's vocabulary when a word is missing there. Sizes ("54", "45 cm") and laboratories ("GIA") read the same in
 * both languages and need no entry.
 */
export const OPTION_TERMS_EN: OptionTerms = {
  Legierung: 'Alloy',
  Ringgröße: 'Ring size',
  Kettenlänge: 'Chain length',
  Armbandlänge: 'Bracelet length',
  Zertifikat: 'Certificate',
  'Gold 587': '587 gold',
  'Gold 750': '750 gold',
  Platin: 'Platinum',
  Silber: 'Silver',
  ...GIFT_CARD_TERMS_EN,
}
