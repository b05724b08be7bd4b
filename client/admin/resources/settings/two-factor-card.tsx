import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { toApiError } from '../../api/errors'
import { disableFactor, finishEnrolment, listFactors, newRecoveryCodes, startEnrolment } from '../../auth/two-factor'
import { useLocale, useT } from '../../i18n'
import { useNotify } from '../../notifications/notifications'
import { dateTime } from '../../ui/format'
import { ErrorState, Loading } from '../../ui/query-state'

const FACTORS_KEY = ['two-factor', 'factors']

type Enrolment = { factorId: string; secret: string; qr: string }

/**
 * The profile's second factor: switch it on (QR code and key for the authenticator app, confirmed with its first
 * code), the recovery codes shown once, new ones on request, and switching it off with a current code.
 */
export function TwoFactorCard({ email }: { email: string }) {
  const t = useT()
  const locale = useLocale()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: listFactors })
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [disabling, setDisabling] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: FACTORS_KEY }), queryClient.invalidateQueries({ queryKey: ['two-factor'] })])
  const codeProblem = (failure: unknown) => {
    const { status, message } = toApiError(failure)
    return status === 429 ? message : status === 400 || status === 401 ? t('staff.twoFactor.wrongCode') : t('login.failed', { message })
  }
  async function step(run: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await run()
    } catch (failure) {
      setError(codeProblem(failure))
    } finally {
      setBusy(false)
    }
  }
  const codeOf = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    return String(new FormData(event.currentTarget).get('code') ?? '').trim()
  }

  if (factors.isPending) return <Loading />
  if (factors.isError) return <ErrorState error={factors.error} retry={() => void factors.refetch()} />
  const enabled = factors.data.find((factor) => factor.status === 'enabled')

  if (codes)
    return (
      <div className="flex flex-col gap-3" data-testid="recovery-codes">
        <h3 className="font-semibold text-stone-900">{t('staff.twoFactor.recoveryTitle')}</h3>
        <p className="text-sm text-stone-600">{t('staff.twoFactor.recoveryIntro')}</p>
        <ul className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" className="admin-btn-primary self-start" onClick={() => setCodes(null)}>
          {t('staff.twoFactor.recoverySaved')}
        </button>
      </div>
    )

  const codeForm = (label: string, submitLabel: string, onCode: (code: string) => Promise<void>, onCancel: () => void) => (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        const code = codeOf(event)
        if (!code) return setError(t('staff.twoFactor.missingCode'))
        void step(() => onCode(code))
      }}
    >
      <label className="block text-sm font-medium text-stone-800">
        {label}
        <input name="code" autoComplete="one-time-code" maxLength={64} className="admin-input mt-1" />
      </label>
      <div role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="admin-btn-primary" disabled={busy}>
          {busy ? t('staff.twoFactor.checking') : submitLabel}
        </button>
        <button
          type="button"
          className="admin-btn-secondary"
          onClick={() => {
            setError(null)
            onCancel()
          }}
        >
          {t('staff.twoFactor.cancel')}
        </button>
      </div>
    </form>
  )

  if (enrolment)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-stone-600">{t('staff.twoFactor.scan')}</p>
        <img src={enrolment.qr} alt={t('staff.twoFactor.qrAlt')} width={192} height={192} className="self-start" />
        <p className="text-sm">
          {t('staff.twoFactor.secret')}:{' '}
          <code className="font-mono [overflow-wrap:anywhere]" data-testid="two-factor-secret">
            {enrolment.secret}
          </code>
        </p>
        {codeForm(
          t('staff.twoFactor.code'),
          t('staff.twoFactor.enable'),
          async (code) => {
            const recovery = await finishEnrolment(enrolment.factorId, code)
            setEnrolment(null)
            setCodes(recovery)
            await refresh()
            notify({ title: t('staff.twoFactor.enabled'), tone: 'success' })
          },
          () => setEnrolment(null),
        )}
      </div>
    )

  if (enabled && disabling)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-stone-600">{t('staff.twoFactor.disableIntro')}</p>
        {codeForm(
          t('staff.twoFactor.code'),
          t('staff.twoFactor.disable'),
          async (code) => {
            await disableFactor(enabled.id, code)
            setDisabling(false)
            await refresh()
            notify({ title: t('staff.twoFactor.disabled'), tone: 'success' })
          },
          () => setDisabling(false),
        )}
      </div>
    )

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-600">{t('staff.twoFactor.cardIntro')}</p>
      <p className="text-sm font-medium text-stone-900" data-testid="two-factor-state">
        {enabled ? t('staff.twoFactor.active', { date: dateTime(enabled.updated_at, locale) }) : t('staff.twoFactor.inactive')}
      </p>
      <div role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </div>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <button type="button" className="admin-btn-secondary" disabled={busy} onClick={() => void step(async () => setCodes(await newRecoveryCodes()))}>
              {t('staff.twoFactor.newRecovery')}
            </button>
            <button type="button" className="admin-btn-secondary" onClick={() => setDisabling(true)}>
              {t('staff.twoFactor.disable')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="admin-btn-primary"
            disabled={busy}
            onClick={() =>
              void step(async () => {
                const started = await startEnrolment(email)
                // the QR code's library is loaded only by those who set it up
                const { toDataURL } = await import('qrcode')
                setEnrolment({ factorId: started.factorId, secret: started.secret, qr: await toDataURL(started.otpauthUrl, { margin: 1, width: 192 }) })
              })
            }
          >
            {t('staff.twoFactor.setUp')}
          </button>
        )}
      </div>
    </div>
  )
}
