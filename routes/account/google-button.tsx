import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { usePage } from '../lib/page-context'

/** Whether the back end offers Google sign-in to customers (only when it has Google credentials). */
function useGoogleOffered() {
  const [offered, setOffered] = useState(false)
  useEffect(() => {
    let live = true
    fetch('/medusa/auth/customer/providers', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ providers?: { id: string }[] }>) : { providers: [] }))
      .then((body: { providers?: { id: string }[] }) => live && setOffered((body.providers ?? []).some((provider) => provider.id === 'google')))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return offered
}

/**
 * "Continue with Google": the back end answers the Google URL to go to (its state kept server-side);
 * Google returns the visitor to /{country}/auth/google/callback. Shown only when configured.
 */
export function GoogleButton({ redirect }: { redirect: string }) {
  const t = useT()
  const { country } = usePage()
  const offered = useGoogleOffered()
  const [failure, setFailure] = useState<string | null>(null)
  if (!offered) return null
  async function start() {
    setFailure(null)
    try {
      sessionStorage.setItem('auth_redirect', redirect)
    } catch {
      // without storage the visitor lands on the account page
    }
    const response = await fetch('/medusa/auth/customer/google', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callback_url: `${location.origin}/${country}/auth/google/callback` }),
    })
    const body = (await response.json().catch(() => ({}))) as { location?: string; message?: string }
    if (response.ok && body.location) return window.location.assign(body.location)
    setFailure(t('auth.googleFailed', { message: body.message ?? response.statusText }))
  }
  return (
    <div className="mt-6 space-y-3">
      <p className="text-center text-xs uppercase tracking-widest text-stone-500">{t('auth.or')}</p>
      <button type="button" className="btn-outline w-full" onClick={() => void start()} data-testid="google-sign-in">
        <span className="i-ph-google-logo text-lg" aria-hidden="true" />
        {t('auth.google')}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  )
}
