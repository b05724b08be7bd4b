import { useAtomValue } from 'jotai'
import { useT } from '../../i18n'
import { customerAtom } from '../account/customer-state'
import { Link } from '../lib/link'
import { useHydrated } from './use-hydrated'

/** The account icon; signed in (known only in the browser, after hydration) it carries a small gold dot. */
export function AccountButton() {
  const t = useT()
  const hydrated = useHydrated()
  const customer = useAtomValue(customerAtom)
  const signedIn = hydrated && customer !== null
  return (
    <Link to="/account" className="icon-button relative hidden xs:inline-flex" aria-label={signedIn ? t('header.accountSignedIn') : t('header.account')}>
      <span className={`${signedIn ? 'i-ph-user-check' : 'i-ph-user'} text-[1.35rem]`} aria-hidden="true" />
      {signedIn && <span className="absolute right-2 top-2 h-2 w-2 rounded-full bg-primary-500 ring-2 ring-white" aria-hidden="true" />}
    </Link>
  )
}
