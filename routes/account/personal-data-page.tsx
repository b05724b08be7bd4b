import { useSetAtom, useStore } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n'
import { phoneProblem } from '../../rules/phone'
import { TextField, focusFirstInvalid } from '../checkout/fields'
import { checkEmail, hasProblems, toProblem, type Problem } from '../checkout/validation'
import { notifyAtom } from '../lib/notify'
import { AccountFrame } from './account-frame'
import { FormAlert } from './auth-shell'
import { customerAtom, type Customer } from './customer-state'
import { dropSession } from './sign-out'
import { accountActions } from './account-chunk'
import { useTextFields } from './use-text-fields'

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
  const { values, problems, setProblems, field } = useTextFields('personal', { first_name: customer.first_name ?? '', last_name: customer.last_name ?? '', phone: customer.phone ?? '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const required: Problem = { key: 'auth.required' }
    const found = Object.fromEntries(
      Object.entries({ first_name: values.first_name.trim() ? undefined : required, last_name: values.last_name.trim() ? undefined : required, phone: toProblem(phoneProblem(values.phone)) }).filter(([, p]) => p),
    )
    setProblems(found)
    if (hasProblems(found)) return focusFirstInvalid(form)
    setBusy(true)
    setFailure(null)
    try {
      store.set(customerAtom, await (await accountActions()).updateCustomer(values))
      notify({ tone: 'success', message: t('messages.informationSaved') })
    } catch (error) {
      setFailure(await failureText(error, t('messages.customerUpdateFailed')))
    }
    setBusy(false)
  }
  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5 sm:grid-cols-2" data-testid="personal-form">
      <TextField {...field('first_name')} autoComplete="given-name" label={t('auth.firstName')} />
      <TextField {...field('last_name')} autoComplete="family-name" label={t('auth.lastName')} />
      <TextField {...field('phone')} type="tel" autoComplete="tel" label={t('auth.phone')} optional className="sm:col-span-2" />
      {failure && <div className="sm:col-span-2"><FormAlert>{failure}</FormAlert></div>}
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
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [problems, setProblems] = useState<{ email?: Problem; password?: Problem }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = Object.fromEntries(Object.entries({ email: checkEmail(email), password: password ? undefined : ({ key: 'auth.required' } as Problem) }).filter(([, p]) => p))
    setProblems(found)
    if (hasProblems(found)) return focusFirstInvalid(form)
    setBusy(true)
    setFailure(null)
    const actions = await accountActions()
    try {
      store.set(customerAtom, { ...store.get(customerAtom), ...(await actions.changeEmail(email, password)) })
      setEmail('')
      setPassword('')
      notify({ tone: 'success', message: t('messages.informationSaved') })
    } catch (error) {
      if (error instanceof actions.FieldError) {
        focusFirstInvalid(form, () =>
          setProblems({
            email: error.errors.email === 'taken' ? { key: 'account.personal.emailTaken' } : error.errors.email ? { key: 'checkout.validation.email' } : undefined,
            password: error.errors.password === 'wrong_password' ? { key: 'account.personal.wrongPassword' } : undefined,
          }),
        )
      } else setFailure(await failureText(error, t('messages.customerUpdateFailed')))
    }
    setBusy(false)
  }
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5" data-testid="email-form">
      <p className="text-sm text-stone-700 wrap-anywhere">
        {t('account.personal.currentEmail')}: <strong data-testid="current-email">{customer.email}</strong>
      </p>
      <TextField id="email-new" type="email" autoComplete="email" label={t('account.personal.newEmail')} value={email} onChange={(event) => setEmail(event.target.value)} problem={problems.email} />
      <TextField id="email-password" type="password" autoComplete="current-password" label={t('account.personal.password')} value={password} onChange={(event) => setPassword(event.target.value)} problem={problems.password} />
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
            <h2 id="email-heading" className="font-serif text-2xl text-stone-900">{t('account.personal.emailTitle')}</h2>
            <p className="mb-5 mt-2 text-stone-600">{t('account.personal.emailIntro')}</p>
            <EmailForm customer={customer} />
          </section>
        </div>
      )}
    </AccountFrame>
  )
}
