import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describeError } from '../../api/errors'
import { requireTwoFactor } from '../../auth/two-factor'
import { useTwoFactorState } from '../../auth/two-factor-gate'
import type { SectionProps } from '../../engine/resource'
import { useT } from '../../i18n'
import { useNotify } from '../../notifications/notifications'
import { ErrorState, Loading } from '../../ui/query-state'

/**
 * The owner's choice on the store's page: every member of staff signs in with a second factor, or it stays optional.
 * Requiring it takes one's own first (Medusa's answer says so); those without one are led to set it up.
 */
export default function TwoFactorSection(_: SectionProps<unknown>) {
  const t = useT()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const state = useTwoFactorState()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (state.isPending) return <Loading />
  if (state.isError) return <ErrorState error={state.error} retry={() => void state.refetch()} />
  const { required } = state.data

  async function toggle() {
    setBusy(true)
    setError(null)
    try {
      await requireTwoFactor(!required)
      await queryClient.invalidateQueries({ queryKey: ['two-factor'] })
      notify({ title: t(required ? 'staff.twoFactor.unrequireSaved' : 'staff.twoFactor.requireSaved'), tone: 'success' })
    } catch (failure) {
      setError(describeError(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-3 p-4 text-sm" data-testid="two-factor-requirement">
      <p className="text-stone-800">{t(required ? 'staff.twoFactor.storeRequired' : 'staff.twoFactor.storeOptional')}</p>
      <div role="alert" className="text-red-700 empty:hidden">
        {error}
      </div>
      <button type="button" className="admin-btn-secondary self-start" disabled={busy} onClick={() => void toggle()}>
        {t(required ? 'staff.twoFactor.unrequire' : 'staff.twoFactor.require')}
      </button>
    </div>
  )
}
