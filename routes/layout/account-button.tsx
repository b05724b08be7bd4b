import { useAtomValue } from 'jotai'
import { useT } from '../../i18n'
import { customerAtom } from '../account/customer-state'
import { Link } from '../lib/link'
import { useHydrated } from './use-hydrated'

/**
 * The account icon: to the account when signed in (known only in the browser, after hydration; it then
 * carries a small gold dot), else to the login (which returns to the account).
 */
export function AccountButton() {
  const t = useT()
  const hydrated = useHydrated()
  const customer = useAtomValue(customerAtom)
  const signedIn = hydrated && customer !== null
  return (
    <Link
      to={signedIn ? '/account' : '/login'}
      className="icon-button relative hidden xs:inline-flex"
      aria-label={signedIn ? t('header.accountSignedIn') : t('header.account')}
      data-testid="account-button"
    >
      <span className={`${signedIn ? 'i-ph-user-check' : 'i-ph-user'} text-[1.35rem]`} aria-hidden="true" />
      {signedIn && <span className="absolute right-2 top-2 h-2 w-2 rounded-full bg-primary-500 ring-2 ring-white" aria-hidden="true" />}
    </Link>
  )
}
