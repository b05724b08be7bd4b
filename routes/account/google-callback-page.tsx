import { useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { useNavigate } from '../lib/navigation'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { AuthShell, FormAlert } from './auth-shell'
import { customerAtom, customerStatusAtom } from './customer-state'
import { safePath } from './return-to'
import { afterSignIn } from './session-boot'

/** Where Google sends the visitor back: Medusa checks code and state, then the session opens. */
export default function GoogleCallbackPage({ url }: PageProps) {
  const t = useT()
  const { country } = usePage()
  const navigate = useNavigate()
  const store = useStore()
  const [failure, setFailure] = useState<string | null>(null)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void import('./google-actions')
      .then(({ completeGoogleSignIn }) => completeGoogleSignIn(url.search))
      .then(async (customer) => {
        store.set(customerAtom, customer)
        store.set(customerStatusAtom, 'success')
        await afterSignIn(store)
        let target = `/${country}/account`
        try {
          const saved = sessionStorage.getItem('auth_redirect')
          sessionStorage.removeItem('auth_redirect')
          if (saved && safePath(saved)) target = saved
        } catch {
          // storage blocked: the account page
        }
        navigate(target)
      })
      .catch((error: Error) => setFailure(t('auth.googleFailed', { message: error.message || t('messages.somethingWentWrong') })))
  }, [url, store, navigate, country, t])
  return (
    <AuthShell title={t('auth.loginTitle')} description={t('auth.loginDescription')}>
      {failure ? (
        <FormAlert testId="google-failure">
          <p>{failure}</p>
          <Link to="/login" className="mt-2 inline-block font-medium underline underline-offset-2">
            {t('auth.backToLogin')}
          </Link>
        </FormAlert>
      ) : (
        <p className="text-stone-600">{t('auth.googleCompleting')}</p>
      )}
    </AuthShell>
  )
}
