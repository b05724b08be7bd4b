import { useSetAtom, useStore } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n'
import { TextField, focusFirstInvalid } from '../checkout/fields'
import { checkEmail, checkPassword, checkRepeat, hasProblems, toProblem, type Problem } from '../checkout/validation'
import { phoneProblem } from '../../rules/phone'
import { Link } from '../lib/link'
import { useNavigate } from '../lib/navigation'
import { notifyAtom } from '../lib/notify'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { afterSignIn } from './session-boot'
import { AuthShell, FormAlert } from './auth-shell'
import { customerAtom, customerStatusAtom } from './customer-state'
import { accountActions } from './account-chunk'
import { registerTexts } from './auth-texts'
import { returnTo } from './return-to'
import { useTextFields } from './use-text-fields'

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'confirm'
const EMPTY: Record<Field, string> = { first_name: '', last_name: '', email: '', phone: '', password: '', confirm: '' }

/** Each field's problem (the customer record: first and last name, email, phone; a password twice). */
export function registrationProblems(values: Record<Field, string>): Partial<Record<Field, Problem>> {
  const required: Problem = { key: 'auth.required' }
  const found: Partial<Record<Field, Problem | undefined>> = {
    first_name: values.first_name.trim() ? undefined : required,
    last_name: values.last_name.trim() ? undefined : required,
    email: checkEmail(values.email),
    phone: toProblem(phoneProblem(values.phone)),
    password: checkPassword(values.password),
    confirm: checkRepeat(values.password, values.confirm),
  }
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as Partial<Record<Field, Problem>>
}

/** /{cc}/register: a customer account, then back to where the visitor came from. */
export default function RegisterPage({ url }: PageProps) {
  const t = useT()
  const { country } = usePage()
  const navigate = useNavigate()
  const store = useStore()
  const notify = useSetAtom(notifyAtom)
  const { values, problems, setProblems, field } = useTextFields('register', EMPTY)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = registrationProblems(values)
    setProblems(found)
    if (hasProblems(found)) return focusFirstInvalid(form)
    setBusy(true)
    setFailure(null)
    const actions = await accountActions()
    try {
      const { customer, created } = await actions.register(values, registerTexts(t))
      store.set(customerAtom, customer)
      store.set(customerStatusAtom, 'success')
      await afterSignIn(store)
      notify({ tone: 'success', message: created ? t('messages.accountCreated') : t('auth.existingSignedIn') })
      navigate(returnTo(url.search, country))
      return
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('messages.somethingWentWrong'))
    }
    setBusy(false)
  }

  return (
    <AuthShell
      title={t('auth.registerTitle')}
      description={t('auth.registerDescription')}
      intro={t('auth.registerIntro')}
      footer={
        <p>
          {t('auth.haveAccount')}{' '}
          <Link to={`/login${url.search}`} className="font-medium text-primary-800 underline underline-offset-2">
            {t('auth.toLogin')}
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2" data-testid="register-form">
        <TextField {...field('first_name')} autoComplete="given-name" label={t('auth.firstName')} />
        <TextField {...field('last_name')} autoComplete="family-name" label={t('auth.lastName')} />
        <TextField {...field('email')} type="email" autoComplete="email" label={t('auth.email')} className="sm:col-span-2" />
        <TextField {...field('phone')} type="tel" autoComplete="tel" label={t('auth.phone')} optional className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <TextField {...field('password')} type="password" autoComplete="new-password" label={t('auth.password')} aria-describedby="register-password-hint" />
          <p id="register-password-hint" className="mt-1 text-xs text-stone-600">
            {t('auth.passwordHint')}
          </p>
        </div>
        <TextField {...field('confirm')} type="password" autoComplete="new-password" label={t('auth.passwordConfirm')} className="sm:col-span-2" />
        {failure && (
          <div className="sm:col-span-2">
            <FormAlert testId="register-failure">{failure}</FormAlert>
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('auth.registering') : t('auth.register')}
          </button>
        </div>
      </form>
    </AuthShell>
  )
}
