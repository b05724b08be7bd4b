import { type FormEvent, useState } from 'react'
import { useT } from '../../i18n'
import { TextField } from '../checkout/fields'
import type { Problem } from '../checkout/validation'
import { FormAlert } from './auth-shell'

/**
 * Claiming a guest order: a guest order placed with the customer's email joins the account once the owner of that
 * address confirms the mailed link. The answer is the same for every number, so the page tells what may happen,
 * never whether the order exists (routes/account/README.md).
 */
export function ClaimOrder({ email }: { email: string }) {
  const t = useT()
  const [number, setNumber] = useState('')
  const [problem, setProblem] = useState<Problem | undefined>()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const digits = number.trim().replace(/^#/, '')
    if (!/^\d{1,9}$/.test(digits)) return setProblem({ key: 'account.claim.invalid' })
    setProblem(undefined)
    setBusy(true)
    setOutcome(null)
    try {
      const { requestClaim } = await import('./transfer-actions')
      await requestClaim(Number(digits))
      setOutcome({ tone: 'success', text: t('account.claim.sent', { email, number: digits }) })
      setNumber('')
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message || t('messages.somethingWentWrong') })
    }
    setBusy(false)
  }
  return (
    <section aria-labelledby="claim-heading" className="rounded-sm border border-stone-200 p-5">
      <h2 id="claim-heading" className="font-serif text-2xl text-stone-900">
        {t('account.claim.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600 wrap-anywhere">{t('account.claim.intro', { email })}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-3" data-testid="claim-form">
        <TextField
          id="claim-number"
          inputMode="numeric"
          label={t('account.claim.number')}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          problem={problem}
          className="w-48"
        />
        <button type="submit" className="btn-outline" disabled={busy}>
          {busy ? t('account.claim.sending') : t('account.claim.submit')}
        </button>
      </form>
      {outcome && (
        <div className="mt-4">
          <FormAlert tone={outcome.tone} testId="claim-outcome">
            {outcome.text}
          </FormAlert>
        </div>
      )}
    </section>
  )
}
