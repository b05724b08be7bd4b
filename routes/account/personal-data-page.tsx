import { useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { useT } from '../../i18n'
import { TextField } from '../checkout/fields'
import { emailChangeSchema, personalSchema } from '../forms/account-schemas'
import { useShopForm } from '../forms/use-shop-form'
import { notifyAtom } from '../lib/notify'
import { accountActions } from './account-chunk'
import { AccountFrame } from './account-frame'
import { FormAlert } from './auth-shell'
import { type Customer, customerAtom } from './customer-state'
import { dropSession } from './sign-out'

/** A 401 while updating means the session is gone: signed out; anything else is the server's message or 'Failed to update customer'. */
async function failureText(error: unknown, fallback: string): Promise<string | null> {
  const { statusOf, messageOf } = await accountActions()
  if (statusOf(error) === 401 || (error as { status?: number }).status === 401) {
    void dropSession()
    return null
  }
  return messageOf(error) ?? fallback
}

function NameForm({ customer }: { customer: Customer }) {
  const t = useT()
  const store = useStore()
  const notify = useSetAtom(notifyAtom)
  const { field, handleSubmit } = useShopForm('personal', personalSchema(t), {
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    phone: customer.phone ?? '',
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = handleSubmit(async (values) => {
    setBusy(true)
    setFailure(null)
    try {
      store.set(customerAtom, await (await accountActions()).updateCustomer(values))
      notify({ tone: 'success', message: t('messages.informationSaved') })
    } catch (error) {
      setFailure(await failureText(error, t('messages.customerUpdateFailed')))
    }
    setBusy(false)
  })
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5 sm:grid-cols-2" data-testid="personal-form">
      <TextField {...field('first_name')} autoComplete="given-name" label={t('auth.firstName')} />
      <TextField {...field('last_name')} autoComplete="family-name" label={t('auth.lastName')} />
      <TextField {...field('phone')} type="tel" autoComplete="tel" label={t('auth.phone')} optional className="sm:col-span-2" />
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('account.personal.saving') : t('account.personal.save')}
        </button>
      </div>
    </form>
  )
}

function EmailForm({ customer }: { customer: Customer }) {
  const t = useT()
  const store = useStore()
  const notify = useSetAtom(notifyAtom)
  const { field, handleSubmit, reset, fieldFailed } = useShopForm('email', emailChangeSchema(t), { email: '', password: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = handleSubmit(async ({ email, password }) => {
    setBusy(true)
    setFailure(null)
    const actions = await accountActions()
    try {
      store.set(customerAtom, { ...store.get(customerAtom), ...(await actions.changeEmail(email, password)) })
      reset()
      notify({ tone: 'success', message: t('messages.informationSaved') })
    } catch (error) {
      if (error instanceof actions.FieldError) {
        // the last one set takes the focus: the first field of the form that needs attention
        if (error.errors.password === 'wrong_password') fieldFailed('password', t('account.personal.wrongPassword'))
        if (error.errors.email) fieldFailed('email', t(error.errors.email === 'taken' ? 'account.personal.emailTaken' : 'checkout.validation.email'))
      } else setFailure(await failureText(error, t('messages.customerUpdateFailed')))
    }
    setBusy(false)
  })
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5" data-testid="email-form">
      <p className="text-sm text-stone-700 wrap-anywhere">
        {t('account.personal.currentEmail')}: <strong data-testid="current-email">{customer.email}</strong>
      </p>
      <TextField {...field('email')} id="email-new" type="email" autoComplete="email" label={t('account.personal.newEmail')} />
      <TextField {...field('password')} type="password" autoComplete="current-password" label={t('account.personal.password')} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <button type="submit" className="btn-outline" disabled={busy}>
        {busy ? t('account.personal.saving') : t('account.personal.changeEmail')}
      </button>
    </form>
  )
}

/** /{cc}/account/personal-data: name and phone; a new email only with the password (an open session alone must not move the account). */
export default function PersonalDataPage() {
  const t = useT()
  return (
    <AccountFrame title={t('account.personal.title')}>
      {(customer) => (
        <div className="space-y-12">
          <section>
            <p className="mb-5 text-stone-600">{t('account.personal.intro')}</p>
            <NameForm customer={customer} />
          </section>
          <section aria-labelledby="email-heading">
            <h2 id="email-heading" className="font-serif text-2xl text-stone-900">
              {t('account.personal.emailTitle')}
            </h2>
            <p className="mb-5 mt-2 text-stone-600">{t('account.personal.emailIntro')}</p>
            <EmailForm customer={customer} />
          </section>
        </div>
      )}
    </AccountFrame>
  )
}
