import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, Redirect, useLocation, useSearchParams } from 'wouter'
import { loginErrorKey } from '../api/errors'
import { useT } from '../i18n'
import { safeNextPath } from '../locale'
import { usePageTitle } from '../shell/page-title'
import { AuthCard } from './auth-card'
import { SecondFactorStep } from './second-factor-step'
import { login, logout, type SecondFactorChallenge, useMe } from './session'

/** The login screen: email and password of a Medusa user, errors in the admin's language. */
export default function LoginPage() {
  const t = useT()
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const me = useMe()
  const [error, setError] = useState<string | null>(params.get('expired') ? t('login.sessionExpired') : null)
  const [busy, setBusy] = useState(false)
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null)
  const next = safeNextPath(params.get('next'))
  usePageTitle(t('login.title'))

  if (me.data && !busy) return <Redirect replace to={next} />

  function signedIn() {
    // nothing of a previous session may survive into this one
    queryClient.clear()
    navigate(next, { replace: true })
  }

  if (challenge)
    return (
      <AuthCard title={t('staff.twoFactor.codeStepTitle')}>
        <SecondFactorStep
          challenge={challenge}
          done={signedIn}
          restart={() => {
            void logout().catch(() => undefined)
            setChallenge(null)
            setBusy(false)
          }}
        />
      </AuthCard>
    )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    if (!email || !password) return setError(t('login.missing'))
    setBusy(true)
    setError(null)
    try {
      const result = await login(email, password)
      if ('location' in result) {
        setError(t('login.redirecting'))
        window.location.assign(result.location)
        return
      }
      if ('secondFactor' in result) return setChallenge(result.secondFactor)
      signedIn()
    } catch (failure) {
      const { key, message } = loginErrorKey(failure)
      setError(t(key, { message: message ?? '' }))
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <Link href="/forgot-password" className="font-medium text-primary-800 underline underline-offset-2">
          {t('staff.forgot.link')}
        </Link>
      }
    >
      <form className="space-y-4" onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
        <label className="block text-sm font-medium text-stone-800">
          {t('login.email')}
          <input name="email" type="email" autoComplete="username" required className="admin-input mt-1" />
        </label>
        <label className="block text-sm font-medium text-stone-800">
          {t('login.password')}
          <input name="password" type="password" autoComplete="current-password" required className="admin-input mt-1" />
        </label>
        <div id="login-error" role="alert" className="min-h-5 text-sm text-red-700">
          {error}
        </div>
        <button type="submit" className="admin-btn-primary w-full" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
