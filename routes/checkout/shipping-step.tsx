import type { HttpTypes } from '@medusajs/types'
import { type FormEvent, useEffect, useState } from 'react'
import { useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { nameIn } from '../../rules/name-in-language'
import type { Cart, CartContext } from '../cart/cart-state'
import { money } from '../cart/line-display'
import { needsShipping } from '../cart/shipping-cost'
import { Price } from '../catalogue/price'
import { usePage } from '../lib/page-context'
import { CHOICE_CARD, StepNote, StepSubmit } from './fields'

type StepProps = { cart: Cart; ctx: CartContext; onDone: () => void }
type Option = HttpTypes.StoreCartShippingOption & { metadata?: Record<string, unknown> | null }

/** The option's name in the page's language (the shop's one rule); its English description is in its metadata too. */
function optionText(option: Option, locale: Locale) {
  const description = locale === 'en' && typeof option.metadata?.description_en === 'string' ? option.metadata.description_en : null
  return { name: nameIn(option, locale), description: description ?? option.type?.description ?? null }
}

/** Step 3: the back end's shipping options for this cart (free within Germany, valuables transport above 5,000 €). */
export function ShippingStep({ cart, ctx, onDone }: StepProps) {
  const t = useT()
  const { locale } = usePage()
  const [options, setOptions] = useState<Option[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [chosen, setChosen] = useState(cart.shipping_methods?.[0]?.shipping_option_id ?? '')
  const [problem, setProblem] = useState(false)
  const [saving, setSaving] = useState(false)
  const itemTotal = cart.item_total
  const shipped = needsShipping(cart)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are asked again when the country or the items' total change
  useEffect(() => {
    if (!shipped) return
    let live = true
    setFailed(false)
    import('./checkout-actions')
      .then(({ shippingOptions }) => shippingOptions(cart.id))
      .then((list) => live && setOptions(list as Option[]))
      .catch((error) => {
        console.error('shipping options failed', error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
    // the options depend on the address and the cart's value
  }, [cart.id, cart.shipping_address?.country_code, itemTotal, shipped])

  async function choose(optionId: string) {
    setChosen(optionId)
    setProblem(false)
    setSaving(true)
    try {
      const { chooseShipping } = await import('./checkout-actions')
      await chooseShipping(ctx, optionId)
    } catch {
      setChosen(cart.shipping_methods?.[0]?.shipping_option_id ?? '')
    } finally {
      setSaving(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const applied = (cart.shipping_methods ?? []).some((method) => method.shipping_option_id === chosen)
    if (!chosen || !applied) return setProblem(true)
    onDone()
  }

  // gift cards alone: mailed, nothing to ship (Medusa completes such a cart without a shipping method)
  if (!shipped) return <StepNote text={t('checkout.shipping.notNeeded')} onDone={onDone} />
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('checkout.errors.shipping')}
      </p>
    )
  if (!options) return <p className="text-sm text-stone-600">{t('checkout.shipping.loading')}</p>
  if (options.length === 0)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('checkout.shipping.none')}
      </p>
    )
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset aria-describedby={problem ? 'shipping-error' : undefined}>
        <legend className="sr-only">{t('checkout.steps.shipping')}</legend>
        <div className="space-y-3">
          {options.map((option) => {
            const { name, description } = optionText(option, locale)
            return (
              <label key={option.id} className={`${CHOICE_CARD} items-center`}>
                <input
                  type="radio"
                  name="shipping-option"
                  value={option.id}
                  checked={chosen === option.id}
                  onChange={() => void choose(option.id)}
                  className="accent-stone-900"
                />
                <span className="flex-1">
                  <span className="block font-medium text-stone-900">{name}</span>
                  {description && <span className="block text-sm text-stone-600">{description}</span>}
                </span>
                <span className="text-stone-900">
                  {option.amount === 0 ? t('checkout.shipping.free') : <Price money={money(option.amount, cart.currency_code)} />}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <StepSubmit saving={saving} errorId="shipping-error" error={problem ? t('checkout.validation.chooseShipping') : null} />
    </form>
  )
}
