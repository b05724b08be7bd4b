import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { AddressFields } from '../checkout/address-fields'
import { fromAddress } from '../checkout/address-step'
import { Checkbox } from '../checkout/fields'
import { type AddressInput, emptyAddress } from '../checkout/validation'
import { savedAddressSchema } from '../forms/address-schema'
import { useShopForm } from '../forms/use-shop-form'
import { notifyAtom } from '../lib/notify'
import { usePage } from '../lib/page-context'
import { AccountFrame } from './account-frame'
import type { SavedAddress } from './address-book'
import { AddressLines } from './address-lines'
import { FormAlert } from './auth-shell'
import { useRegionCountries } from './region-countries'
import { dropSession } from './sign-out'

type Editing = { id: string | null; value: AddressInput; shipping: boolean; billing: boolean }

function AddressForm({ editing, countries, onSaved, onCancel }: { editing: Editing; countries: string[]; onSaved: () => void; onCancel: () => void }) {
  const t = useT()
  const notify = useSetAtom(notifyAtom)
  const form = useShopForm('address', savedAddressSchema(t, countries), {
    address: editing.value,
    is_default_shipping: editing.shipping,
    is_default_billing: editing.billing,
  })
  const { watch, setValue } = form
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = form.handleSubmit(async ({ address, ...defaults }) => {
    setBusy(true)
    setFailure(null)
    try {
      const { saveAddress } = await import('./address-book')
      await saveAddress(editing.id, address, defaults)
      notify({ tone: 'success', message: t('messages.addressSaved') })
      onSaved()
      return
    } catch (error) {
      if ((error as { status?: number }).status === 401) return void dropSession()
      setFailure(t('account.addresses.failed', { message: (error as Error).message || t('messages.customerUpdateFailed') }))
    }
    setBusy(false)
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-sm border border-stone-200 p-5" data-testid="address-form">
      <h2 className="font-serif text-2xl text-stone-900">{editing.id ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}</h2>
      <AddressFields
        prefix="address"
        field={(name) => form.field(`address.${name}`, `address-${name}`)}
        country={watch('address.country_code')}
        countries={countries}
      />
      <Checkbox id="address-default-shipping" checked={watch('is_default_shipping')} onChange={(next) => setValue('is_default_shipping', next)}>
        <label htmlFor="address-default-shipping">{t('account.addresses.makeDefaultShipping')}</label>
      </Checkbox>
      <Checkbox id="address-default-billing" checked={watch('is_default_billing')} onChange={(next) => setValue('is_default_billing', next)}>
        <label htmlFor="address-default-billing">{t('account.addresses.makeDefaultBilling')}</label>
      </Checkbox>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('account.addresses.saving') : t('account.addresses.save')}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </form>
  )
}

function AddressBook() {
  const t = useT()
  const { country } = usePage()
  const notify = useSetAtom(notifyAtom)
  const countries = useRegionCountries()
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const reload = useCallback(() => {
    void import('./address-book')
      .then(({ listAddresses }) => listAddresses())
      .then(setAddresses)
      .catch((error) => {
        console.error('addresses failed', error)
        setAddresses([])
      })
  }, [])
  useEffect(reload, [reload])
  const fallback = countries.includes(country) ? country : (countries[0] ?? country)

  async function remove(id: string) {
    try {
      await (await import('./address-book')).deleteAddress(id)
      notify({ tone: 'success', message: t('account.addresses.deleted') })
    } catch (error) {
      if ((error as { status?: number }).status === 401) return void dropSession()
      console.error('address delete failed', error)
      notify({ tone: 'error', message: t('account.addresses.deleteFailed') })
    }
    setConfirming(null)
    reload()
  }

  if (!addresses) return <p className="text-stone-600">{t('account.loading')}</p>
  return (
    <div className="space-y-8">
      <p className="text-stone-600">{t('account.addresses.intro')}</p>
      {addresses.length === 0 && !editing && <p className="text-stone-700">{t('account.addresses.empty')}</p>}
      <ul className="grid gap-5 sm:grid-cols-2" data-testid="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="rounded-sm border border-stone-200 p-5 text-stone-800" data-testid="saved-address">
            <AddressLines address={address} />
            <p className="mt-2 flex flex-wrap gap-2 text-xs">
              {address.is_default_shipping && (
                <span className="rounded-full bg-primary-100 px-2 py-0.5 text-primary-900">{t('account.addresses.isDefaultShipping')}</span>
              )}
              {address.is_default_billing && (
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">{t('account.addresses.isDefaultBilling')}</span>
              )}
            </p>
            {confirming === address.id ? (
              <div role="alertdialog" aria-label={t('account.addresses.deleteConfirm')} className="mt-4 space-y-2 text-sm">
                <p>{t('account.addresses.deleteConfirm')}</p>
                <div className="flex gap-2">
                  <button type="button" className="btn-primary !px-4 !py-2" onClick={() => void remove(address.id)}>
                    {t('account.addresses.deleteYes')}
                  </button>
                  <button type="button" className="btn-outline !px-4 !py-2" autoFocus onClick={() => setConfirming(null)}>
                    {t('account.addresses.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <div className="mt-4 flex gap-4 text-sm">
                <button
                  type="button"
                  className="text-primary-800 underline underline-offset-2"
                  onClick={() =>
                    setEditing({
                      id: address.id,
                      value: fromAddress(address, fallback),
                      shipping: Boolean(address.is_default_shipping),
                      billing: Boolean(address.is_default_billing),
                    })
                  }
                >
                  {t('account.addresses.edit')}
                </button>
                <button type="button" className="text-stone-700 underline underline-offset-2" onClick={() => setConfirming(address.id)}>
                  {t('account.addresses.delete')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm
          key={editing.id ?? 'new'}
          editing={editing}
          countries={countries}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            reload()
          }}
        />
      ) : (
        <button
          type="button"
          className="btn-primary"
          onClick={() => setEditing({ id: null, value: emptyAddress(fallback), shipping: addresses.length === 0, billing: addresses.length === 0 })}
        >
          <span className="i-ph-plus" aria-hidden="true" />
          {t('account.addresses.add')}
        </button>
      )}
    </div>
  )
}

/** /{cc}/account/addresses: list, add, edit, delete, defaults; the checkout's fields and rules. */
export default function AddressesPage() {
  const t = useT()
  return <AccountFrame title={t('account.addresses.title')}>{() => <AddressBook />}</AccountFrame>
}
