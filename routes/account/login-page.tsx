import { useAtomValue, useStore } from 'jotai'
import { useState } from 'react'
import { useT } from '../../i18n'
import { TextField } from '../checkout/fields'
import { signInSchema } from '../forms/account-schemas'
import { useShopForm } from '../forms/use-shop-form'
import { Link } from '../lib/link'
import { useNavigate } from '../lib/navigation'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { accountActions } from './account-chunk'
import { AuthShell, FormAlert } from './auth-shell'
import { customerAtom, customerStatusAtom } from './customer-state'
import { GoogleButton } from './google-button'
import type { LoginFailure } from './login-failure'
import { returnTo, wasSignedOut } from './return-to'
import { afterSignIn } from './session-boot'

/** /{cc}/login: email and password; a failure explains itself and offers the way on. */
export default function LoginPage({ url }: PageProps) {
  const t = useT()
  const { country, locale } = usePage()
  const navigate = useNavigate()
  const store = useStore()
  const signedIn = useAtomValue(customerAtom)
  const { field, handleSubmit, watch } = useShopForm('login', signInSchema(t), { email: url.searchParams.get('email') ?? '', password: '' })
  const email = watch('email')
  const [failure, setFailure] = useState<LoginFailure | null>(null)
  const [busy, setBusy] = useState(false)
  const target = returnTo(url.search, country)

  const submit = handleSubmit(async ({ email, password }) => {
    setBusy(true)
    setFailure(null)
    const actions = await accountActions()
    try {
      const customer = await actions.login(email, password, { moreActions: t('auth.moreActions') })
      store.set(customerAtom, customer)
      store.set(customerStatusAtom, 'success')
      await afterSignIn(store)
      navigate(target)
      return
    } catch (error) {
      const { explainLoginFailure } = await import('./login-failure')
      setFailure(await explainLoginFailure(error, email, locale, t))
    }
    setBusy(false)
  })

  const resetLink = `/password-reset?email=${encodeURIComponent(email.trim())}`
  return (
    <AuthShell
      title={t('auth.loginTitle')}
      description={t('auth.loginDescription')}
      intro={t('auth.loginIntro')}
      footer={
        <p>
          {t('auth.noAccount')}{' '}
          <Link to={`/register${url.search}`} className="font-medium text-primary-800 underline underline-offset-2">
            {t('auth.toRegister')}
          </Link>
        </p>
      }
    >
      {wasSignedOut(url.search) && !signedIn && (
        <FormAlert tone="success" testId="signed-out">
          {t('auth.signedOut')}
        </FormAlert>
      )}
      {signedIn && !busy && (
        <FormAlert tone="success">
          {t('nav.account.signedInAs', { name: signedIn.email })} ·{' '}
          <Link to="/account" className="underline">
            {t('account.title')}
          </Link>
        </FormAlert>
      )}
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="login-form">
        <TextField {...field('email')} type="email" autoComplete="email" label={t('auth.email')} />
        <TextField {...field('password')} type="password" autoComplete="current-password" label={t('auth.password')} />
        {failure && (
          <FormAlert testId="login-failure">
            <p>{failure.text}</p>
            {failure.offer === 'reset' && (
              <Link to={resetLink} className="mt-2 inline-block font-medium underline underline-offset-2">
                {t('auth.setPassword')}
              </Link>
            )}
            {failure.offer === 'register' && (
              <Link to={`/register${url.search}`} className="mt-2 inline-block font-medium underline underline-offset-2">
                {t('auth.toRegister')}
              </Link>
            )}
          </FormAlert>
        )}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <button type="submit" className="btn-primary" aria-disabled={busy || undefined} disabled={busy}>
            {busy ? t('auth.loggingIn') : t('auth.login')}
          </button>
          <Link to={resetLink} className="text-sm text-stone-700 underline underline-offset-2">
            {t('auth.forgotPassword')}
          </Link>
        </div>
      </form>
      <GoogleButton redirect={target} />
    </AuthShell>
  )
}
