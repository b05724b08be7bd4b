import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { PAYMENT_PROVIDER_IDS, paymentMethodOf } from '../../rules/payment-methods'
import { PaymentChoices } from '../checkout/payment-choices'
import type { StripeFieldsProps } from '../checkout/stripe/stripe-fields'
import { useStripeFields } from '../checkout/stripe/use-stripe-fields'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import type { LinkState } from './payment-link/link-state'

type View = { state: 'loading' } | { state: 'failed' } | LinkState | { state: 'done' }

/**
 * /{cc}/zahlung/{id}?token=… (English: /payment/…): the page of a payment link staff mailed
 * (backend/src/api/admin/orders/[id]/payment-link): the order's number and the amount it still owes, the methods the
 * order's region pays links with (card, PayPal; chosen as in the checkout) and Stripe's form of the one chosen. A link that is not valid, has expired, was withdrawn or is paid already gets a page that says
 * so. Per visitor and its own document (Stripe.js is admitted on it): filled in by the browser.
 */
export default function PaymentLinkPage({ params, url }: PageProps) {
  const t = useT()
  const { locale, payment } = usePage()
  const id = params.id ?? ''
  const token = url.searchParams.get('token') ?? ''
  // Stripe's return after a redirect (a bank's 3-D Secure page): the webhook may not have arrived yet
  const returned = url.searchParams.get('redirect_status') === 'succeeded'
  const [view, setView] = useState<View>(token ? { state: 'loading' } : { state: 'invalid' })
  useEffect(() => {
    if (!token) return
    let live = true
    import('./payment-link/link-state')
      .then(({ readLinkState }) => readLinkState(id, token))
      .then(
        (state) => live && setView(returned && state.state === 'open' ? { state: 'done' } : state),
        (error: unknown) => {
          console.error('the payment link could not be read', error)
          if (live) setView({ state: 'failed' })
        },
      )
    return () => {
      live = false
    }
  }, [id, token, returned])

  return (
    <div className="container-page max-w-2xl py-10 sm:py-14" data-testid="payment-link" data-state={view.state}>
      <PageHead title={t('catalogue.titleSuffix', { title: t('payLink.title') })} description={t('payLink.title')} noindex />
      <p className="eyebrow">{t('payLink.eyebrow')}</p>
      <h1 className="mt-3 font-serif text-3xl text-stone-900 sm:text-4xl">{t('payLink.title')}</h1>
      <div className="mt-8 space-y-6">
        {view.state === 'loading' ? (
          <p className="text-stone-600">{t('payLink.loading')}</p>
        ) : view.state === 'open' ? (
          <OpenLink
            id={id}
            token={token}
            link={view}
            publishableKey={payment.stripe_publishable_key ?? null}
            locale={locale}
            onPaid={() => setView({ state: 'done' })}
            onClosed={() => setView({ state: 'withdrawn' })}
          />
        ) : view.state === 'done' ? (
          <Notice tone="success" text={t('payLink.done')} />
        ) : view.state === 'paid' ? (
          <Notice tone="success" text={t('payLink.paid', { id: view.display_id })} />
        ) : view.state === 'failed' ? (
          <Notice text={t('payLink.failed')} />
        ) : (
          <Notice text={t(view.state === 'expired' ? 'payLink.expired' : view.state === 'withdrawn' ? 'payLink.withdrawn' : 'payLink.invalid')} />
        )}
      </div>
      <Link to="/" className="btn-outline mt-12">
        {t('order.continueShopping')}
      </Link>
    </div>
  )
}

function Notice({ text, tone = 'error' }: { text: string; tone?: 'error' | 'success' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="payment-link-notice"
      className={`rounded-sm border px-4 py-3 ${tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}
    >
      {text}
    </p>
  )
}

type OpenLinkProps = {
  id: string
  token: string
  link: Extract<LinkState, { state: 'open' }>
  publishableKey: string | null
  locale: StripeFieldsProps['locale']
  onPaid: () => void
  onClosed: () => void
}

/**
 * The amount, the order's number, the methods and Stripe's form of the chosen one with the button that pays. One
 * method is chosen already; of several the customer chooses, as in the checkout. PayPal leaves for PayPal and comes
 * back here (Stripe's `redirect_status`).
 */
function OpenLink({ id, token, link, publishableKey, locale, onPaid, onClosed }: OpenLinkProps) {
  const t = useT()
  const providers = publishableKey ? link.methods.map((method) => PAYMENT_PROVIDER_IDS[method]) : []
  const [chosen, setChosen] = useState(providers.length === 1 ? providers[0] : '')
  const method = paymentMethodOf(chosen)
  const Fields = useStripeFields(providers.length > 0)
  const [paying, setPaying] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function pay() {
    setPaying(true)
    setProblem(null)
    try {
      const { payByLink } = await import('./payment-link/pay-by-link')
      const result = await payByLink(id, token, chosen, window.location.href)
      if (result.ok) return onPaid()
      if (result.reason === 'closed') return onClosed()
      setProblem(result.reason === 'declined' ? t('payLink.declined', { message: result.message }) : t('payLink.details'))
    } catch (error) {
      console.error('the payment link could not be paid', error)
      setProblem(t('payLink.failed'))
    } finally {
      setPaying(false)
    }
  }

  const amount = formatMoney({ amount: link.amount, currency_code: link.currency_code }, locale)
  return (
    <>
      <p className="text-stone-700">{t('payLink.intro', { id: link.display_id })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-sm border border-stone-200 bg-white p-4">
        <dt className="text-stone-600">{t('order.number')}</dt>
        <dd className="text-right font-medium text-stone-900" data-testid="payment-link-order">
          {link.display_id}
        </dd>
        <dt className="text-stone-600">{t('payLink.amount')}</dt>
        <dd className="text-right text-lg font-semibold tabular-nums text-stone-900" data-testid="payment-link-amount">
          {amount}
        </dd>
      </dl>
      {!providers.length ? (
        <Notice text={t('payLink.unavailable')} />
      ) : (
        <>
          <PaymentChoices
            providers={providers}
            chosen={chosen}
            onChoose={(provider) => {
              setChosen(provider)
              setProblem(null)
            }}
          />
          {(method === 'card' || method === 'paypal') && (
            // keyed by provider: card and PayPal are Payment Elements of their own
            <div key={chosen} className="rounded-sm border border-stone-200 bg-white p-4" data-testid="stripe-payment-element">
              {Fields === 'failed' ? (
                <p role="alert" className="text-sm text-red-800">
                  {t('checkout.payment.formUnavailable')}
                </p>
              ) : Fields && publishableKey ? (
                <Fields
                  provider={chosen}
                  type={method}
                  publishableKey={publishableKey}
                  locale={locale}
                  amount={link.amount}
                  currency={link.currency_code}
                  captureMethod="automatic"
                />
              ) : (
                <p className="text-sm text-stone-600">{t('checkout.payment.formLoading')}</p>
              )}
            </div>
          )}
          {problem && <Notice text={problem} />}
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            onClick={() => void pay()}
            disabled={paying || !method || !Fields || Fields === 'failed'}
            data-testid="payment-link-pay"
          >
            {paying ? t('payLink.paying') : t('payLink.pay', { amount })}
          </button>
        </>
      )}
    </>
  )
}
