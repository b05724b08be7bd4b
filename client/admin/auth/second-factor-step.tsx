import { type FormEvent, useState } from 'react'
import { toApiError } from '../api/errors'
import { useT } from '../i18n'
import { answerSecondFactor, type SecondFactorChallenge } from './session'

/**
 * The login's second step: the authenticator app's code, or one of the recovery codes. A wrong code is said at once;
 * a challenge Medusa no longer accepts (expired, too many failures) sends staff back to the password; too many codes
 * from one identity get the shop's rate-limit message (429).
 */
export function SecondFactorStep({ challenge, done, restart }: { challenge: SecondFactorChallenge; done: () => void; restart: () => void }) {
  const t = useT()
  const recoveryOffered = challenge.methods.includes('recovery_code')
  const [method, setMethod] = useState<'totp' | 'recovery_code'>('totp')
  const [error, setError] = useState<string | null>(null)
  const [over, setOver] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    if (!code) return setError(t('staff.twoFactor.missingCode'))
    setBusy(true)
    setError(null)
    try {
      await answerSecondFactor(challenge, method, code)
      done()
    } catch (failure) {
      const { status, message } = toApiError(failure)
      if (status === 429) setError(message)
      else if (/expired|too many|not found|already been completed/i.test(message)) {
        setOver(true)
        setError(t('staff.twoFactor.challengeOver'))
      } else if (status === 400 || status === 401) setError(t('staff.twoFactor.wrongCode'))
      else setError(t('login.failed', { message }))
      setBusy(false)
    }
  }

  const recovery = method === 'recovery_code'
  return (
    <form className="space-y-4" onSubmit={submit} noValidate aria-describedby="second-factor-error">
      <p className="text-sm text-stone-600">{t(recovery ? 'staff.twoFactor.recoveryStepIntro' : 'staff.twoFactor.codeStepIntro')}</p>
      <label className="block text-sm font-medium text-stone-800">
        {t(recovery ? 'staff.twoFactor.recoveryCode' : 'staff.twoFactor.code')}
        <input
          key={method}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 64 : 8}
          autoFocus
          disabled={over}
          className="admin-input mt-1"
        />
      </label>
      <div id="second-factor-error" role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </div>
      {over ? (
        <button type="button" className="admin-btn-primary w-full" onClick={restart}>
          {t('staff.twoFactor.backToLogin')}
        </button>
      ) : (
        <button type="submit" className="admin-btn-primary w-full" disabled={busy}>
          {busy ? t('staff.twoFactor.checking') : t('staff.twoFactor.confirm')}
        </button>
      )}
      {recoveryOffered && !over && (
        <button
          type="button"
          className="text-sm font-medium text-primary-800 underline underline-offset-2"
          onClick={() => {
            setMethod(recovery ? 'totp' : 'recovery_code')
            setError(null)
          }}
        >
          {t(recovery ? 'staff.twoFactor.useApp' : 'staff.twoFactor.useRecovery')}
        </button>
      )}
    </form>
  )
}
