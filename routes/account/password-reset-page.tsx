import { useState } from 'react'
import { useT } from '../../i18n'
import { TextField } from '../checkout/fields'
import { emailOnlySchema } from '../forms/account-schemas'
import { useShopForm } from '../forms/use-shop-form'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { accountActions } from './account-chunk'
import { AuthShell, FormAlert } from './auth-shell'

/** /{cc}/password-reset: asks Medusa to mail a reset link (it never says whether the address exists). */
export default function PasswordResetPage({ url }: PageProps) {
  const t = useT()
  const { country } = usePage()
  const { field, handleSubmit } = useShopForm('reset', emailOnlySchema(t), { email: url.searchParams.get('email') ?? '' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = handleSubmit(async ({ email }) => {
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
  })

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
        <TextField {...field('email')} type="email" autoComplete="email" label={t('auth.email')} />
        {sentTo && <FormAlert tone="success">{t('auth.resetSent', { email: sentTo })}</FormAlert>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('auth.sending') : t('auth.send')}
        </button>
      </form>
    </AuthShell>
  )
}
