import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { registerTexts } from '../account/auth-texts'
import { customerAtom, customerStatusAtom } from '../account/customer-state'
import { CartLines } from '../cart/cart-lines'
import type { Cart, CartContext } from '../cart/cart-state'
import { CartTotals } from '../cart/cart-totals'
import { Link } from '../lib/link'
import { useNavigate } from '../lib/navigation'
import { notifyAtom } from '../lib/notify'
import { Checkbox, focusFirstInvalid, TextField } from './fields'
import { type OrderProblem, OrderProblemNotice, useLineMarks } from './order-problem'
import { payBeforeOrder, paysFirst } from './pay-before-order'
import { checkConfirmations, hasProblems, type Problems } from './validation'

type StepProps = {
  cart: Cart
  ctx: CartContext
  /** What the last "place order" ran into (kept by the page: the summary beside the steps marks its lines too). */
  problem: OrderProblem | null
  onProblem: (problem: OrderProblem | null) => void
}
type Consent = 'terms' | 'revocation' | 'privacy'

function ConsentLabel({ id, text, link, to }: { id: string; text: string; link: string; to: string }) {
  return (
    <>
      <label htmlFor={id}>{text}</label>{' '}
      <Link to={to} target="_blank" rel="noopener" className="text-primary-800 underline underline-offset-2">
        {link}
      </Link>
    </>
  )
}

/** Step 5: everything at a glance, the three required confirmations, the optional extras and the order button. */
export function ReviewStep({ cart, ctx, problem, onProblem }: StepProps) {
  const t = useT()
  const navigate = useNavigate()
  const notify = useSetAtom(notifyAtom)
  const store = useStore()
  const signedIn = useAtomValue(customerAtom) !== null
  const [consents, setConsents] = useState<Record<Consent | 'newsletter' | 'createAccount', boolean>>({
    terms: false,
    revocation: false,
    privacy: false,
    newsletter: false,
    createAccount: false,
  })
  const [password, setPassword] = useState('')
  const [problems, setProblems] = useState<Problems<Consent | 'password'>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [placing, setPlacing] = useState(false)
  // a ref, not state: a second click in the same frame must see the first one at once
  const inFlight = useRef(false)
  // the confirmation page and its data code are fetched while the shopper reads the summary
  useEffect(() => {
    void import('../order/order-confirmed-page')
    void import('../order/order-actions')
  }, [])
  const marks = useLineMarks(problem, cart)
  // a message goes as soon as its input is valid (it is only ever shown after a submit)
  const set = (key: keyof typeof consents) => (checked: boolean) => {
    setConsents((current) => ({ ...current, [key]: checked }))
    if (checked) setProblems(({ [key as Consent]: _gone, ...rest }) => rest)
    if (key === 'createAccount' && !checked) setProblems(({ password: _gone, ...rest }) => rest)
  }
  const changePassword = (value: string) => {
    setPassword(value)
    if (!checkConfirmations({ ...consents, password: value }).password) setProblems(({ password: _gone, ...rest }) => rest)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    const found = checkConfirmations({ ...consents, password })
    setProblems(found)
    if (hasProblems(found)) return focusFirstInvalid(form)
    inFlight.current = true
    setPlacing(true)
    setFailure(null)
    onProblem(null)
    try {
      const [actions, ordering] = await Promise.all([import('./checkout-actions'), import('./place-order')])
      // the account first: signed in, the cart becomes the customer's, so the order belongs to the account
      if (consents.createAccount && !(await openAccount())) {
        inFlight.current = false
        setPlacing(false)
        return
      }
      // the cart as shown is what the shopper confirms: a total that changed meanwhile is shown, not charged;
      // card and PayPal are paid right before the order (PayPal leaves the page there)
      const payFirst = paysFirst(cart) ? (now: Cart) => payBeforeOrder(now, ctx, { newsletter: consents.newsletter }) : undefined
      const result = await ordering.placeOrder(ctx, { shown: cart, newsletter: consents.newsletter, payFirst })
      if (result.type === 'order') {
        actions.showPlacedOrder(ctx, result.order, { email: result.order.email ?? cart.email ?? '', newsletter: consents.newsletter, navigate })
        return // stays "placing" until the confirmation page replaces this one
      }
      // Medusa's own words and ids are never shown: the shop says what happened, or that it did not work
      if (result.type === 'unavailable') onProblem({ kind: 'unavailable', lines: result.lines })
      else if (result.type === 'changed') onProblem({ kind: 'changed', changes: result.changes })
      else if (result.type === 'unpaid') setFailure(result.message)
      else setFailure(t('checkout.errors.order'))
    } catch (error) {
      console.error('placing the order failed', error)
      setFailure(t('checkout.errors.order'))
    }
    inFlight.current = false
    setPlacing(false)
  }

  /** Registration with the order's email, name and phone; signs the new customer in. False: the failure is shown. */
  async function openAccount(): Promise<boolean> {
    const address = cart.billing_address ?? cart.shipping_address
    const { register } = await import('../account/account-actions')
    try {
      const { customer, created } = await register(
        { email: cart.email ?? '', password, first_name: address?.first_name ?? '', last_name: address?.last_name ?? '', phone: address?.phone ?? undefined },
        registerTexts(t),
      )
      store.set(customerAtom, customer)
      store.set(customerStatusAtom, 'success')
      void import('../account/session-boot').then((session) => session.afterSignIn(store))
      notify({ tone: 'success', message: created ? t('messages.accountCreated') : t('auth.existingSignedIn') })
      return true
    } catch (error) {
      console.error('account creation failed', error)
      setFailure(t('checkout.errors.account', { message: error instanceof Error && error.message ? error.message : t('messages.somethingWentWrong') }))
      return false
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <p className="text-sm text-stone-600">{t('checkout.review.intro')}</p>
      <CartLines cart={cart} editable={false} marks={marks} />
      <CartTotals cart={cart} />
      <div className="space-y-4 border-t border-stone-200 pt-6">
        <Checkbox id="consent-terms" checked={consents.terms} onChange={set('terms')} problem={problems.terms}>
          <ConsentLabel id="consent-terms" text={t('checkout.review.terms')} link={t('checkout.review.termsLink')} to="/content/agb" />
        </Checkbox>
        <Checkbox id="consent-revocation" checked={consents.revocation} onChange={set('revocation')} problem={problems.revocation}>
          <ConsentLabel
            id="consent-revocation"
            text={t('checkout.review.revocation')}
            link={t('checkout.review.revocationLink')}
            to="/content/widerrufsrecht"
          />
        </Checkbox>
        <Checkbox id="consent-privacy" checked={consents.privacy} onChange={set('privacy')} problem={problems.privacy}>
          <ConsentLabel id="consent-privacy" text={t('checkout.review.privacy')} link={t('checkout.review.privacyLink')} to="/content/datenschutz" />
        </Checkbox>
        <Checkbox id="consent-newsletter" checked={consents.newsletter} onChange={set('newsletter')}>
          <label htmlFor="consent-newsletter">{t('checkout.review.newsletter')}</label>
        </Checkbox>
        {!signedIn && (
          <Checkbox id="create-account" checked={consents.createAccount} onChange={set('createAccount')}>
            <label htmlFor="create-account">{t('checkout.review.createAccount')}</label>
          </Checkbox>
        )}
        {consents.createAccount && (
          <TextField
            id="account-password"
            type="password"
            autoComplete="new-password"
            label={t('checkout.review.password')}
            value={password}
            onChange={(event) => changePassword(event.target.value)}
            problem={problems.password}
            className="max-w-sm pl-7"
          />
        )}
      </div>
      {problem && <OrderProblemNotice problem={problem} cart={cart} ctx={ctx} onProblem={onProblem} />}
      {failure && (
        <p role="alert" className="rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="order-failure">
          {failure}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={placing || undefined} data-testid="place-order">
        {placing && <span className="i-ph-circle-notch animate-spin" aria-hidden="true" />}
        {placing ? t('checkout.review.placing') : t('checkout.review.placeOrder')}
      </button>
    </form>
  )
}
