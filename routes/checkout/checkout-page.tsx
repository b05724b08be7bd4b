import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { addressLines } from '../../rules/address-lines'
import { CartLines } from '../cart/cart-lines'
import { CartLoadFailed } from '../cart/cart-load-failed'
import type { Cart } from '../cart/cart-state'
import { CartTotals } from '../cart/cart-totals'
import { GiftCardForm } from '../cart/gift-card-form'
import { needsShipping } from '../cart/shipping-cost'
import { useShippingName } from '../cart/shipping-names'
import { StoreCreditChoice } from '../cart/store-credit-choice'
import { useCartContext } from '../cart/use-cart'
import { useCart } from '../cart/use-cart-loader'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { AddressStep } from './address-step'
import { type OrderProblem, useLineMarks } from './order-problem'
import { paymentDetailsAtom } from './payment-details'
import { PaymentReturn, paymentReturnStatus } from './payment-return'
import { activeSession, providerLabel } from './payment-session'
import { PaymentStep } from './payment-step'
import { PersonalStep } from './personal-step'
import { completedSteps, nothingToPay, STEP_IDS, type StepId, stepForPath } from './progress'
import { ReviewStep } from './review-step'
import { ShippingStep } from './shipping-step'
import { StepFrame } from './step-frame'

function AddressSummary({ address }: { address: Cart['shipping_address'] }) {
  const { locale } = usePage()
  if (!address) return null
  return <address className="not-italic">{addressLines(address, { locale }).join(', ')}</address>
}

function useSummaries(cart: Cart): Partial<Record<StepId, ReactNode>> {
  const t = useT()
  const session = activeSession(cart)
  const shippingName = useShippingName()
  return {
    personal: cart.email,
    addresses: <AddressSummary address={cart.shipping_address} />,
    shipping: needsShipping(cart) ? cart.shipping_methods?.map(shippingName).join(', ') : t('checkout.shipping.byMail'),
    payment: nothingToPay(cart) ? t('checkout.payment.notNeededShort') : session ? providerLabel(session.provider_id, t) : null,
  }
}

type ProblemProps = { problem: OrderProblem | null; onProblem: (problem: OrderProblem | null) => void }

function Steps({ cart, url, problem, onProblem }: { cart: Cart; url: URL } & ProblemProps) {
  const t = useT()
  const ctx = useCartContext()
  const details = useAtomValue(paymentDetailsAtom)
  const [active, setActive] = useState<StepId>(() => stepForPath(url.pathname, cart, details))
  const done = completedSteps(cart, details)
  const summaries = useSummaries(cart)
  const next = (id: StepId) => () => {
    const following = STEP_IDS[STEP_IDS.indexOf(id) + 1] ?? 'review'
    setActive(following)
    requestAnimationFrame(() => document.getElementById(`step-${following}-heading`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
  }
  // a step the cart no longer satisfies (an emptied address, a dropped shipping method) reopens
  const firstOpen = STEP_IDS.find((id) => !done[id]) ?? 'review'
  useEffect(() => {
    if (STEP_IDS.indexOf(firstOpen) < STEP_IDS.indexOf(active)) setActive(firstOpen)
  }, [firstOpen, active])

  const body: Record<StepId, ReactNode> = {
    personal: <PersonalStep cart={cart} ctx={ctx} onDone={next('personal')} />,
    addresses: <AddressStep cart={cart} ctx={ctx} onDone={next('addresses')} />,
    shipping: <ShippingStep cart={cart} ctx={ctx} onDone={next('shipping')} />,
    payment: <PaymentStep cart={cart} ctx={ctx} onDone={next('payment')} />,
    review: <ReviewStep cart={cart} ctx={ctx} problem={problem} onProblem={onProblem} />,
  }
  return (
    <ol aria-label={t('checkout.steps.label')} className="space-y-4">
      {STEP_IDS.map((id, index) => (
        <li key={id}>
          <StepFrame
            id={id}
            number={index + 1}
            title={t(`checkout.steps.${id}`)}
            active={active === id}
            done={done[id]}
            summary={summaries[id]}
            onEdit={() => setActive(id)}
            keepMounted={id === 'payment'}
          >
            {body[id]}
          </StepFrame>
        </li>
      ))}
    </ol>
  )
}

function Summary({ cart, problem }: { cart: Cart; problem: OrderProblem | null }) {
  const t = useT()
  const marks = useLineMarks(problem, cart)
  return (
    <aside aria-labelledby="checkout-summary-heading" className="h-fit space-y-5 rounded-sm border border-stone-200 bg-white p-6 lg:sticky lg:top-6">
      <h2 id="checkout-summary-heading" className="font-serif text-2xl text-stone-900">
        {t('checkout.summary')}
      </h2>
      <CartLines cart={cart} editable={false} marks={marks} />
      <CartTotals cart={cart} />
      <GiftCardForm cart={cart} />
      <StoreCreditChoice cart={cart} />
    </aside>
  )
}

// the checkout's layout comes with its chunk, so no other page's scripts carry it
export { CheckoutLayout as Layout } from '../layout/checkout-layout'

/** The checkout in its own layout: five numbered steps beside the order summary. Per visitor, so filled in by the browser. */
export default function CheckoutPage({ url }: PageProps) {
  const t = useT()
  const { cart, status, reload } = useCart()
  const items = cart?.items ?? []
  const [problem, setProblem] = useState<OrderProblem | null>(null)
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHead title={t('catalogue.titleSuffix', { title: t('checkout.title') })} description={t('checkout.description')} noindex />
      <h1 className="font-serif text-4xl text-stone-900">{t('checkout.title')}</h1>
      <div className="mt-8">
        {status === 'idle' || (status === 'pending' && !cart) ? (
          <p className="text-stone-600">{t('checkout.loading')}</p>
        ) : status === 'error' && !cart ? (
          <CartLoadFailed reload={reload} />
        ) : !cart || items.length === 0 ? (
          <div className="space-y-6">
            {/* the last pieces were no longer available and the shopper let them go */}
            {problem?.kind === 'emptied' &&
              problem.messages.map((message) => (
                <p key={message} className="text-lg text-stone-800" data-testid="emptied-reason">
                  {message}
                </p>
              ))}
            <p className="text-lg text-stone-800">{t('checkout.emptyCart')}</p>
            <Link to="/store" className="btn-primary">
              {t('cart.continueShopping')}
            </Link>
          </div>
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
            {paymentReturnStatus(url) ? (
              <PaymentReturn cart={cart} status={paymentReturnStatus(url)!} />
            ) : (
              <Steps cart={cart} url={url} problem={problem} onProblem={setProblem} />
            )}
            <Summary cart={cart} problem={problem} />
          </div>
        )}
      </div>
    </div>
  )
}
