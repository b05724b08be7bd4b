import { use } from 'react'
import { type Dictionary, type MessageKey, type Translate, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import type { ValuablesLimit } from '../api-types'
import { usePaymentAlternatives } from '../layout/payment-alternatives'
import { useShippingStatement } from '../layout/shipping-statement'
import { Link } from '../lib/link'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

type Statement = { icon: string; text: string; link?: { to: string; text: MessageKey } }

type Texts = { default: Partial<Dictionary> }

/** The `promises` part of the dictionaries: only the promises show it, so it comes with their code. */
const PROMISE_TEXTS: Record<Locale, () => Promise<Texts>> = {
  de: () => import('../../i18n/de/promises.json'),
  en: () => import('../../i18n/en/promises.json'),
}
const fetched = new Map<Locale, Promise<Texts>>()
const learned = new Map<Locale, Partial<Dictionary>>()

/** The promises' texts in a language, fetched once (a client-side navigation to a product awaits them). */
export function promiseTexts(locale: Locale): Promise<Texts> {
  let texts = fetched.get(locale)
  if (!texts) {
    texts = PROMISE_TEXTS[locale]().then((module) => {
      learned.set(locale, module.default)
      return module
    })
    // a failed chunk may be fetched again by the next product page
    texts.catch(() => fetched.delete(locale))
    fetched.set(locale, texts)
  }
  return texts
}

/** The browser's translator learns the promises' texts, suspending only while they are still on their way. */
function usePromiseTexts(locale: Locale) {
  const t: Translate & { add?: (more: Partial<Dictionary>) => void } = useT()
  t.add?.(learned.get(locale) ?? use(promiseTexts(locale)).default)
}

/** The valuables limit in words: above it (`gt`) or from it on (`gte`), or without an amount where the shop has no such rule. */
const transportText = (limit: ValuablesLimit | null): MessageKey =>
  !limit ? 'promise.transportUnstated' : limit.operator === 'gte' ? 'promise.transportFrom' : 'promise.transport'

/**
 * The shop's statements (shipping, withdrawal, payment, alloys), beside the buy button where they answer a shopper's
 * questions; the shipping costs and valuables limit the country's shipping options apply, in the currency the page
 * prices in, the payment methods the country's region really offers, and customs where the delivery is an export (the page's VAT
 * line says so, by the shop's one rule).
 */
export function ShopPromises({ ring, exported, limit }: { ring: boolean; exported: boolean; limit: ValuablesLimit | null }) {
  const { locale } = usePage()
  usePromiseTexts(locale)
  const t = useT()
  const methods = usePaymentAlternatives()
  const shipping = useShippingStatement({
    free: 'promise.shippingFree',
    from: 'promise.shippingFrom',
    freeFrom: 'promise.shippingFreeFrom',
  })
  const say = (key: MessageKey) => t(key, { amount: limit ? formatMoney(limit, locale) : '', methods })
  const items: Statement[] = [
    ...(shipping ? [{ icon: 'i-ph-truck', text: shipping }] : []),
    { icon: 'i-ph-shield-check', text: say('promise.insured') },
    { icon: 'i-ph-vault', text: say(transportText(limit)) },
    ...(!exported
      ? []
      : [
          {
            icon: 'i-ph-globe-hemisphere-west',
            text: say('promise.customs'),
            link: { to: '/content/international-customers', text: 'promise.customsLink' as const },
          },
        ]),
    {
      icon: 'i-ph-arrow-counter-clockwise',
      text: say('promise.withdrawal'),
      link: { to: '/content/widerrufsrecht', text: 'promise.withdrawalLink' },
    },
    { icon: 'i-ph-credit-card', text: say('promise.payment'), link: { to: '/content/zahlung-und-versand', text: 'promise.paymentLink' } },
    { icon: 'i-ph-medal', text: say('promise.alloys') },
    ...(ring
      ? [
          {
            icon: 'i-ph-hand',
            text: say('promise.handModel'),
            link: { to: '/content/ringgroessen', text: 'promise.ringSizesLink' as const },
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="shop-promises" className="rounded-sm border border-stone-200 bg-stone-50 p-5 sm:p-6">
      <h2 id="shop-promises" className="text-sm font-medium uppercase tracking-[0.15em] text-stone-800">
        {t('promise.title')}
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
