import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n'
import { TextField, focusFirstInvalid } from '../checkout/fields'
import { checkPassword, checkRepeat, hasProblems, type Problem } from '../checkout/validation'
import { notifyAtom } from '../lib/notify'
import { AccountFrame } from './account-frame'
import { FormAlert } from './auth-shell'
import { dropSession } from './sign-out'
import { accountActions } from './account-chunk'
import { useTextFields } from './use-text-fields'

type Field = 'current' | 'next' | 'confirm'

function PasswordForm() {
  const t = useT()
  const notify = useSetAtom(notifyAtom)
  const { values, setValues, problems, setProblems, field: textField } = useTextFields<Field>('password', { current: '', next: '', confirm: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = (name: Field) => ({ ...textField(name), type: 'password' })
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = Object.fromEntries(
      Object.entries({
        current: values.current ? undefined : ({ key: 'auth.required' } as Problem),
        next: checkPassword(values.next),
        confirm: checkRepeat(values.next, values.confirm),
      }).filter(([, p]) => p),
    )
    setProblems(found)
    if (hasProblems(found)) return focusFirstInvalid(form)
    setBusy(true)
    setFailure(null)
    const actions = await accountActions()
    try {
      await actions.changePassword(values.current, values.next)
      setValues({ current: '', next: '', confirm: '' })
      notify({ tone: 'success', message: t('messages.passwordUpdated') })
    } catch (error) {
      if (error instanceof actions.FieldError) {
        const code = error.errors.current_password
        if (code === 'no_password') setFailure(t('account.password.noPassword'))
        else focusFirstInvalid(form, () => setProblems({ current: code === 'wrong_password' ? { key: 'account.password.wrongCurrent' } : undefined, next: error.errors.new_password ? { key: 'checkout.validation.password' } : undefined }))
      } else if (actions.statusOf(error) === 401 || (error as { status?: number }).status === 401) void dropSession()
      else setFailure(actions.messageOf(error) ?? t('messages.customerUpdateFailed'))
    }
    setBusy(false)
  }
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-5" data-testid="password-form">
      <TextField {...field('current')} autoComplete="current-password" label={t('account.password.current')} />
      <TextField {...field('next')} autoComplete="new-password" label={t('account.password.new')} aria-describedby="password-next-hint" />
      <p id="password-next-hint" className="-mt-4 text-xs text-stone-600">{t('auth.passwordHint')}</p>
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
