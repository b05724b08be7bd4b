import { type MessageKey, useT } from '../../i18n'
import type { ValuablesLimit } from '../api-types'
import { usePaymentAlternatives } from '../layout/payment-alternatives'
import { useShippingStatement } from '../layout/shipping-statement'
import { Link } from '../lib/link'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

type Promise = { icon: string; text: string; link?: { to: string; text: MessageKey } }

/** The valuables limit in words: above it (`gt`) or from it on (`gte`), or without an amount where the shop has no such rule. */
const transportText = (limit: ValuablesLimit | null): MessageKey =>
  !limit ? 'catalogue.promise.transportUnstated' : limit.operator === 'gte' ? 'catalogue.promise.transportFrom' : 'catalogue.promise.transport'

/**
 * The shop's statements (shipping, withdrawal, payment, alloys), beside the buy button where they answer a shopper's
 * questions; the shipping costs and valuables limit the country's shipping options apply, in the currency the page
 * prices in, the payment methods the country's region really offers, and customs where the delivery is an export (the page's VAT
 * line says so, by the shop's one rule).
 */
export function ShopPromises({ ring, exported, limit }: { ring: boolean; exported: boolean; limit: ValuablesLimit | null }) {
  const t = useT()
  const { locale } = usePage()
  const methods = usePaymentAlternatives()
  const shipping = useShippingStatement({
    free: 'catalogue.promise.shippingFree',
    from: 'catalogue.promise.shippingFrom',
    freeFrom: 'catalogue.promise.shippingFreeFrom',
  })
  const say = (key: MessageKey) => t(key, { amount: limit ? formatMoney(limit, locale) : '', methods })
  const items: Promise[] = [
    ...(shipping ? [{ icon: 'i-ph-truck', text: shipping }] : []),
    { icon: 'i-ph-shield-check', text: say('catalogue.promise.insured') },
    { icon: 'i-ph-vault', text: say(transportText(limit)) },
    ...(!exported
      ? []
      : [
          {
            icon: 'i-ph-globe-hemisphere-west',
            text: say('catalogue.promise.customs'),
            link: { to: '/content/international-customers', text: 'catalogue.promise.customsLink' as const },
          },
        ]),
    {
      icon: 'i-ph-arrow-counter-clockwise',
      text: say('catalogue.promise.withdrawal'),
      link: { to: '/content/widerrufsrecht', text: 'catalogue.promise.withdrawalLink' },
    },
    { icon: 'i-ph-credit-card', text: say('catalogue.promise.payment'), link: { to: '/content/zahlung-und-versand', text: 'catalogue.promise.paymentLink' } },
    { icon: 'i-ph-medal', text: say('catalogue.promise.alloys') },
    ...(ring
      ? [
          {
            icon: 'i-ph-hand',
            text: say('catalogue.promise.handModel'),
            link: { to: '/content/ringgroessen', text: 'catalogue.promise.ringSizesLink' as const },
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="shop-promises" className="rounded-sm border border-stone-200 bg-stone-50 p-5 sm:p-6">
      <h2 id="shop-promises" className="text-sm font-medium uppercase tracking-[0.15em] text-stone-800">
        {t('catalogue.promise.title')}
      </h2>
      <ul className="mt-4 space-y-3 text-sm leading-relaxed text-stone-700">
        {items.map(({ icon, text, link }) => (
          <li key={icon} className="flex gap-3">
            <span className={`${icon} mt-0.5 shrink-0 text-lg text-primary-700`} aria-hidden="true" />
            <span>
              {text}
              {link && (
                <>
                  {' '}
                  <Link to={link.to} className="text-primary-800 underline underline-offset-2 hover:text-primary-900">
                    {t(link.text)}
                  </Link>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
