import type { HttpTypes } from '@medusajs/types'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { customerAtom } from '../account/customer-state'
import type { Cart, CartContext } from '../cart/cart-state'
import { type AddressStepValues, addressStepSchema } from '../forms/address-schema'
import { useShopForm } from '../forms/use-shop-form'
import { AddressFields } from './address-fields'
import { Checkbox, SelectField, StepSubmit } from './fields'
import { startingAddresses } from './starting-addresses'
import { type AddressField, type AddressInput, emptyAddress } from './validation'

type StepProps = { cart: Cart; ctx: CartContext; onDone: () => void }
type SavedAddress = HttpTypes.StoreCustomerAddress

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A stored cart or customer address as form values. */
type AnyAddress = {
  [K in 'first_name' | 'last_name' | 'company' | 'address_1' | 'address_2' | 'postal_code' | 'city' | 'province' | 'country_code' | 'phone']?: string | null
} & {
  metadata?: Record<string, unknown> | null
}

export function fromAddress(address: AnyAddress, fallbackCountry: string): AddressInput {
  return {
    title: text(address.metadata?.title),
    first_name: text(address.first_name),
    last_name: text(address.last_name),
    company: text(address.company),
    vat_id: text(address.metadata?.vat_id),
    address_1: text(address.address_1),
    address_2: text(address.address_2),
    postal_code: text(address.postal_code),
    city: text(address.city),
    province: text(address.province),
    country_code: text(address.country_code) || fallbackCountry,
    phone: text(address.phone),
  }
}

const sameAddress = (a: AddressInput, b: AddressInput) => JSON.stringify(a) === JSON.stringify(b)

/** Saved addresses of the signed-in customer (none for a guest; the session is Medusa's cookie). */
function useSavedAddresses() {
  const customer = useAtomValue(customerAtom)
  const [addresses, setAddresses] = useState<SavedAddress[]>([])
  useEffect(() => {
    if (!customer) return setAddresses([])
    void import('../account/address-book')
      .then(({ listAddresses }) => listAddresses())
      .then(setAddresses)
      .catch((error) => console.warn('saved addresses unavailable', error))
  }, [customer])
  return addresses
}

/**
 * Step 2: shipping and billing address. A signed-in customer starts with the saved default (the cart's address
 * when it has one) and may pick another saved one.
 */
export function AddressStep({ cart, ctx, onDone }: StepProps) {
  const t = useT()
  const countries = (cart.region?.countries ?? []).flatMap((country) => (country.iso_2 ? [country.iso_2] : []))
  const fallback = countries.includes(ctx.country) ? ctx.country : (countries[0] ?? ctx.country)
  const [start] = useState((): AddressStepValues => {
    const shipping = fromAddress(cart.shipping_address ?? {}, fallback)
    const billing = fromAddress(cart.billing_address ?? {}, fallback)
    return { shipping, billing, same: !cart.billing_address || sameAddress(shipping, billing) }
  })
  const form = useShopForm('address', addressStepSchema(t, countries), start)
  const { getValues, setValue, watch } = form
  const same = watch('same')
  const [chooseAddress, setChooseAddress] = useState(false)
  const [saving, setSaving] = useState(false)
  const saved = useSavedAddresses()
  const [savedChoice, setSavedChoice] = useState('')
  // the saved addresses arrive after the form: they fill it only while nothing was typed or stored yet
  const untouched = useRef(!cart.shipping_address?.address_1)
  const editShipping = (next: AddressInput) => {
    untouched.current = false
    setValue('shipping', next)
  }
  /** The inputs of one address: ids `{prefix}-{field}`; typing in the shipping address makes it the customer's. */
  const fields = (prefix: 'shipping' | 'billing') => (name: AddressField) => {
    const binding = form.field(`${prefix}.${name}`, `${prefix}-${name}`)
    if (prefix === 'billing') return binding
    const onChange: typeof binding.onChange = (event) => {
      untouched.current = false
      return binding.onChange(event)
    }
    return { ...binding, onChange }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the saved addresses arrive, not as the shopper edits the form
  useEffect(() => {
    if (!saved.length) return
    if (!untouched.current) {
      const stored = saved.find((address) => sameAddress(fromAddress(address, fallback), getValues('shipping')))
      if (stored) setSavedChoice(stored.id)
      return
    }
    untouched.current = false
    const start = startingAddresses(saved, countries)
    if (!start.shipping) return
    setSavedChoice(start.shipping.id)
    setValue('shipping', fromAddress(start.shipping, fallback))
    if (start.billing) {
      setValue('same', false)
      setValue('billing', fromAddress(start.billing, fallback))
    }
    // only when the saved addresses arrive: later edits are the customer's
  }, [saved])

  const save = form.handleSubmit(
    async ({ shipping, billing, same }) => {
      setChooseAddress(false)
      setSaving(true)
      try {
        const { saveAddresses } = await import('./checkout-actions')
        await saveAddresses(ctx, shipping, same ? shipping : billing)
        onDone()
      } catch {
        // notified by the cart actions
      } finally {
        setSaving(false)
      }
    },
    // "choose an address" only when there is one to choose; otherwise the fields say what is missing
    () => setChooseAddress(saved.length > 0 && !savedChoice),
  )

  return (
    <form onSubmit={save} noValidate className="space-y-8">
      {chooseAddress && (
        <p role="alert" className="rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="address-alert">
          {t('messages.chooseAddress')}
        </p>
      )}
      {saved.length > 0 && (
        <SelectField
          id="saved-address"
          label={t('checkout.address.saved')}
          value={savedChoice}
          onChange={(event) => {
            setSavedChoice(event.target.value)
            const address = saved.find((candidate) => candidate.id === event.target.value)
            editShipping(address ? fromAddress(address, fallback) : emptyAddress(fallback))
          }}
          className="max-w-md"
        >
          <option value="">{t('checkout.address.newAddress')}</option>
          {saved.map((address) => (
            <option key={address.id} value={address.id}>
              {[address.address_name, `${address.first_name ?? ''} ${address.last_name ?? ''}`.trim(), address.address_1, address.city]
                .filter(Boolean)
                .join(', ')}
            </option>
          ))}
        </SelectField>
      )}
      <fieldset>
        <legend className="mb-4 text-lg font-medium text-stone-900">{t('checkout.address.shipping')}</legend>
        <AddressFields prefix="shipping" field={fields('shipping')} country={watch('shipping.country_code')} countries={countries} />
      </fieldset>
      <Checkbox id="billing-same" checked={same} onChange={(next) => setValue('same', next)}>
        <label htmlFor="billing-same">{t('checkout.address.sameAsShipping')}</label>
      </Checkbox>
      {!same && (
        <fieldset>
          <legend className="mb-4 text-lg font-medium text-stone-900">{t('checkout.address.billing')}</legend>
          <AddressFields prefix="billing" field={fields('billing')} country={watch('billing.country_code')} countries={countries} />
        </fieldset>
      )}
      <StepSubmit saving={saving} />
    </form>
  )
}
