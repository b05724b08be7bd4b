import { useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { useT } from '../../i18n'
import { TextField } from '../checkout/fields'
import { registerSchema } from '../forms/account-schemas'
import { useShopForm } from '../forms/use-shop-form'
import { Link } from '../lib/link'
import { useNavigate } from '../lib/navigation'
import { notifyAtom } from '../lib/notify'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { accountActions } from './account-chunk'
import { AuthShell, FormAlert } from './auth-shell'
import { registerTexts } from './auth-texts'
import { customerAtom, customerStatusAtom } from './customer-state'
import { returnTo } from './return-to'
import { afterSignIn } from './session-boot'

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', password: '', confirm: '' }

/** /{cc}/register: a customer account, then back to where the visitor came from. */
export default function RegisterPage({ url }: PageProps) {
  const t = useT()
  const { country } = usePage()
  const navigate = useNavigate()
  const store = useStore()
  const notify = useSetAtom(notifyAtom)
  const { field, handleSubmit } = useShopForm('register', registerSchema(t), EMPTY)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = handleSubmit(async (values) => {
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
  })

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
