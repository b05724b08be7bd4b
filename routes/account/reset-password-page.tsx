import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { TextField } from '../checkout/fields'
import { newPasswordSchema } from '../forms/account-schemas'
import { useShopForm } from '../forms/use-shop-form'
import { Link } from '../lib/link'
import { localizedHref } from '../lib/links'
import { useNavigate } from '../lib/navigation'
import { notifyAtom } from '../lib/notify'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { accountActions } from './account-chunk'
import { AuthShell, FormAlert } from './auth-shell'

type TokenState = { status: 'checking' } | { status: 'missing' | 'expired' } | { status: 'valid'; email: string | null }

/** The mailed token: present, and not past its expiry (the back end still decides whether it is used up). */
function useToken(token: string | null): [TokenState, (state: TokenState) => void] {
  const [state, setState] = useState<TokenState>({ status: 'checking' })
  useEffect(() => {
    if (!token) return setState({ status: 'missing' })
    void accountActions().then(({ tokenClaims }) => {
      const claims = tokenClaims(token)
      if (!claims.exp && !claims.entity_id) return setState({ status: 'expired' })
      if (claims.exp && claims.exp * 1000 < Date.now()) return setState({ status: 'expired' })
      setState({ status: 'valid', email: claims.entity_id ?? null })
    })
  }, [token])
  return [state, setState]
}

/** /{cc}/reset-password?token=…: a new password from the mailed link; an expired or used link says so and offers a new one. */
export default function ResetPasswordPage({ url }: PageProps) {
  const t = useT()
  const { country } = usePage()
  const navigate = useNavigate()
  const notify = useSetAtom(notifyAtom)
  const token = url.searchParams.get('token')
  const [state, setState] = useToken(token)
  const { field, handleSubmit } = useShopForm('reset', newPasswordSchema(t), { password: '', confirm: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const email = state.status === 'valid' ? state.email : null

  const submit = handleSubmit(async ({ password }) => {
    if (!token) return
    setBusy(true)
    setFailure(null)
    const actions = await accountActions()
    try {
      await actions.resetPassword(token, password)
      notify({ tone: 'success', message: t('messages.passwordUpdated') })
      navigate(localizedHref(country, `/login${email ? `?email=${encodeURIComponent(email)}` : ''}`))
      return
    } catch (error) {
      if (actions.statusOf(error) === 401) setState({ status: 'expired' })
      else setFailure(actions.messageOf(error) ?? t('messages.somethingWentWrong'))
    }
    setBusy(false)
  })

  const again = (
    <Link to={`/password-reset${email ? `?email=${encodeURIComponent(email)}` : ''}`} className="mt-2 inline-block font-medium underline underline-offset-2">
      {t('auth.requestNew')}
    </Link>
  )
  return (
    <AuthShell
      title={t('auth.newPasswordTitle')}
      description={t('auth.newPasswordDescription')}
      intro={email ? t('auth.newPasswordIntro', { email }) : t('auth.newPasswordIntroNoEmail')}
    >
      {state.status === 'missing' || state.status === 'expired' ? (
        <FormAlert testId="token-problem">
          <p>{state.status === 'missing' ? t('auth.tokenMissing') : t('auth.tokenExpired')}</p>
          {again}
        </FormAlert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5" data-testid="reset-password-form">
          <TextField {...field('password')} type="password" autoComplete="new-password" label={t('auth.newPassword')} />
          <TextField {...field('confirm')} type="password" autoComplete="new-password" label={t('auth.passwordConfirm')} />
          {failure && <FormAlert>{failure}</FormAlert>}
          <button type="submit" className="btn-primary" disabled={busy || state.status === 'checking'}>
            {busy ? t('auth.saving') : t('auth.save')}
          </button>
        </form>
      )}
    </AuthShell>
  )
}
