import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useT } from '../../i18n'
import { TextField } from '../checkout/fields'
import { passwordChangeSchema } from '../forms/account-schemas'
import { useShopForm } from '../forms/use-shop-form'
import { notifyAtom } from '../lib/notify'
import { accountActions } from './account-chunk'
import { AccountFrame } from './account-frame'
import { FormAlert } from './auth-shell'
import { dropSession } from './sign-out'

type Field = 'current' | 'next' | 'confirm'

function PasswordForm() {
  const t = useT()
  const notify = useSetAtom(notifyAtom)
  const { field: textField, handleSubmit, reset, fieldFailed } = useShopForm('password', passwordChangeSchema(t), { current: '', next: '', confirm: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = (name: Field) => ({ ...textField(name), type: 'password' })
  const submit = handleSubmit(async (values) => {
    setBusy(true)
    setFailure(null)
    const actions = await accountActions()
    try {
      await actions.changePassword(values.current, values.next)
      reset()
      notify({ tone: 'success', message: t('messages.passwordUpdated') })
    } catch (error) {
      if (error instanceof actions.FieldError) {
        const code = error.errors.current_password
        if (code === 'no_password') setFailure(t('account.password.noPassword'))
        else {
          // the last one set takes the focus: the first field of the form that needs attention
          if (error.errors.new_password) fieldFailed('next', t('checkout.validation.password'))
          if (code === 'wrong_password') fieldFailed('current', t('account.password.wrongCurrent'))
        }
      } else if (actions.statusOf(error) === 401 || (error as { status?: number }).status === 401) void dropSession()
      else setFailure(actions.messageOf(error) ?? t('messages.customerUpdateFailed'))
    }
    setBusy(false)
  })
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-5" data-testid="password-form">
      <TextField {...field('current')} autoComplete="current-password" label={t('account.password.current')} />
      <TextField {...field('next')} autoComplete="new-password" label={t('account.password.new')} aria-describedby="password-next-hint" />
      <p id="password-next-hint" className="-mt-4 text-xs text-stone-600">
        {t('auth.passwordHint')}
      </p>
      <TextField {...field('confirm')} autoComplete="new-password" label={t('account.password.confirm')} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('account.personal.saving') : t('account.password.submit')}
      </button>
    </form>
  )
}

/** /{cc}/account/password: current, new and repeated password; the back end checks the current one first. */
export default function PasswordPage() {
  const t = useT()
  return (
    <AccountFrame title={t('account.password.title')}>
      {() => (
        <>
          <p className="mb-6 text-stone-600">{t('account.password.intro')}</p>
          <PasswordForm />
        </>
      )}
    </AccountFrame>
  )
}
