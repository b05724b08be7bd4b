import { useT } from '../../i18n'
import { useShippingStatement } from './shipping-statement'

/** The shop's promises in one dark line above the header; it scrolls away with the page. */
export function TopBar() {
  const t = useT()
  // the country's shipping costs as its checkout asks them; where only the checkout knows them, the insured delivery
  const shipping = useShippingStatement({ free: 'topbar.shippingFree', from: 'topbar.shippingFrom', freeFrom: 'topbar.shippingFreeFrom' })
  const first = shipping ?? t('topbar.insured')
  return (
    <div className="bg-stone-900 text-stone-200">
      <p className="container-page flex justify-center gap-8 py-2 text-center text-[0.7rem] tracking-[0.03em] sm:tracking-[0.08em]">
        <span className="inline-flex items-center gap-2">
          <span className="i-ph-truck shrink-0 text-primary-300" aria-hidden="true" />
          {first}
        </span>
        {shipping && (
          <span className="hidden items-center gap-2 md:inline-flex">
            <span className="i-ph-shield-check text-primary-300" aria-hidden="true" />
            {t('topbar.insured')}
          </span>
        )}
        <span className="hidden items-center gap-2 lg:inline-flex">
          <span className="i-ph-seal-check text-primary-300" aria-hidden="true" />
          {t('topbar.withdrawal')}
        </span>
      </p>
    </div>
  )
}
