import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n'
import { TextField, focusFirstInvalid } from '../checkout/fields'
import { checkEmail, type Problem } from '../checkout/validation'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { AuthShell, FormAlert } from './auth-shell'
import { accountActions } from './account-chunk'

/** /{cc}/password-reset: asks Medusa to mail a reset link (it never says whether the address exists). */
export default function PasswordResetPage({ url }: PageProps) {
  const t = useT()
  const { country } = usePage()
  const [email, setEmail] = useState(() => url.searchParams.get('email') ?? '')
  const [problem, setProblem] = useState<Problem | undefined>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = checkEmail(email)
    setProblem(found)
    if (found) return focusFirstInvalid(form)
    setBusy(true)
    setFailure(null)
    try {
      await (await accountActions()).requestPasswordReset(email, country)
      setSentTo(email.trim())
    } catch (error) {
      const { messageOf } = await accountActions()
      setFailure(messageOf(error) ?? t('messages.somethingWentWrong'))
    }
    setBusy(false)
  }

  return (
    <AuthShell
      title={t('auth.resetTitle')}
      description={t('auth.resetDescription')}
      intro={t('auth.resetIntro')}
      footer={
        <Link to="/login" className="font-medium text-primary-800 underline underline-offset-2">
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="reset-request-form">
        <TextField id="reset-email" type="email" autoComplete="email" label={t('auth.email')} value={email} onChange={(event) => setEmail(event.target.value)} problem={problem} />
        {sentTo && <FormAlert tone="success">{t('auth.resetSent', { email: sentTo })}</FormAlert>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('auth.sending') : t('auth.send')}
        </button>
      </form>
    </AuthShell>
  )
}
