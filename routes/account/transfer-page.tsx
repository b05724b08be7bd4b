import { useState } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { PageProps } from '../lib/types'
import { AuthShell, FormAlert } from './auth-shell'

/**
 * /{cc}/order/transfer/{id}/accept|decline?token=…: the order owner's answer to a transfer request. The mailed
 * link only opens this page; the answer needs a click (mail scanners open links on their own).
 */
export default function TransferPage({ params, url }: PageProps) {
  const t = useT()
  const answer = params.answer === 'decline' ? 'decline' : 'accept'
  const token = url.searchParams.get('token')
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'failed'>('ready')
  const order = params.id ?? ''
  async function send() {
    if (!token) return
    setState('working')
    try {
      const { answerTransfer } = await import('./transfer-actions')
      setState((await answerTransfer(order, token, answer)) ? 'done' : 'failed')
    } catch (error) {
      console.error('transfer answer failed', error)
      setState('failed')
    }
  }
  const accept = answer === 'accept'
  return (
    <AuthShell title={accept ? t('account.transfer.acceptTitle') : t('account.transfer.declineTitle')} description={t('account.transfer.title')}>
      {!token ? (
        <FormAlert>{t('account.transfer.missingToken')}</FormAlert>
      ) : state === 'done' ? (
        <div className="space-y-4">
          <FormAlert tone="success" testId="transfer-done">
            {accept ? t('account.transfer.accepted') : t('account.transfer.declined')}
          </FormAlert>
          <Link to={accept ? '/account/orders' : '/'} className="btn-outline">
            {accept ? t('account.transfer.toAccount') : t('account.transfer.toShop')}
          </Link>
        </div>
      ) : state === 'failed' ? (
        <FormAlert testId="transfer-failed">{t('account.transfer.failed')}</FormAlert>
      ) : (
        <div className="space-y-6">
          <p className="text-stone-700">{accept ? t('account.transfer.acceptIntro', { order }) : t('account.transfer.declineIntro', { order })}</p>
          <button
            type="button"
            className={accept ? 'btn-primary' : 'btn-outline'}
            onClick={() => void send()}
            disabled={state === 'working'}
            data-testid="transfer-answer"
          >
            {state === 'working' ? t('account.transfer.working') : accept ? t('account.transfer.accept') : t('account.transfer.decline')}
          </button>
        </div>
      )}
    </AuthShell>
  )
}
