import { AuthGate } from './auth/auth-gate'
import { AdminRoutes } from './routes'

/**
 * Everything behind the login: the shell (header, navigation, the staff's menu) and the routed pages. A chunk of its
 * own, so the login screen loads none of it.
 */
export default function SignedIn() {
  return (
    <AuthGate>
      <AdminRoutes />
    </AuthGate>
  )
}
