import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { customerAtom } from '../account/customer-state'
import type { Cart, CartContext } from '../cart/cart-state'
import { emailOnlySchema } from '../forms/account-schemas'
import { useShopForm } from '../forms/use-shop-form'
import { StepSubmit, TextField } from './fields'

type StepProps = { cart: Cart; ctx: CartContext; onDone: () => void }

/** Step 1: the email the confirmation goes to; guests need nothing else. */
export function PersonalStep({ cart, ctx, onDone }: StepProps) {
  const t = useT()
  const customer = useAtomValue(customerAtom)
  const { field, handleSubmit, getValues, setValue } = useShopForm('personal', emailOnlySchema(t), { email: cart.email ?? customer?.email ?? '' })
  // signed in after the page rendered: the account's address fills an empty field
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills an empty field when the customer signs in, never as the shopper types
  useEffect(() => {
    if (customer && !getValues('email')) setValue('email', customer.email)
  }, [customer])
  const [saving, setSaving] = useState(false)

  const submit = handleSubmit(async ({ email }) => {
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
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-stone-600">{t('checkout.personal.intro')}</p>
      <TextField {...field('email', 'email')} type="email" autoComplete="email" label={t('checkout.personal.email')} className="max-w-md" />
      <StepSubmit saving={saving} />
    </form>
  )
}
