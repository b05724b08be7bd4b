import { useAtomValue } from 'jotai'
import { useEffect, useState, type FormEvent } from 'react'
import { customerAtom } from '../account/customer-state'
import { useT } from '../../i18n'
import type { Cart, CartContext } from '../cart/cart-state'
import { StepSubmit, TextField, focusFirstInvalid } from './fields'
import { checkEmail, type Problem } from './validation'

type StepProps = { cart: Cart; ctx: CartContext; onDone: () => void }

/** Step 1: the email the confirmation goes to; guests need nothing else. */
export function PersonalStep({ cart, ctx, onDone }: StepProps) {
  const t = useT()
  const customer = useAtomValue(customerAtom)
  const [email, setEmail] = useState(cart.email ?? customer?.email ?? '')
  // signed in after the page rendered: the account's address fills an empty field
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills an empty field when the customer signs in, never as the shopper types
  useEffect(() => {
    if (customer && !email) setEmail(customer.email)
  }, [customer])
  const [problem, setProblem] = useState<Problem | undefined>()
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = checkEmail(email)
    setProblem(found)
    if (found) return focusFirstInvalid(form)
    setSaving(true)
    try {
      const { saveEmail } = await import('./checkout-actions')
      await saveEmail(ctx, email)
      onDone()
    } catch {
      // notified by the cart actions
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-stone-600">{t('checkout.personal.intro')}</p>
      <TextField
        id="email"
        type="email"
        autoComplete="email"
        label={t('checkout.personal.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        problem={problem}
        className="max-w-md"
      />
      <StepSubmit saving={saving} />
    </form>
  )
}
