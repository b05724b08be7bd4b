import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Route, Router, Switch } from 'wouter'
import { createQueryClient } from './api/query-client'
import { AdminI18nProvider, type I18nState } from './i18n-provider'
import { NotificationsProvider } from './notifications/notifications'
import { PageLoadingBar } from './shell/page-loading-bar'
import { Loading } from './ui/query-state'

const LoginPage = lazy(() => import('./auth/login-page'))
// the pages of a mailed link or a forgotten password: before sign-in, like the login
const ForgotPasswordPage = lazy(() => import('./auth/forgot-password-page'))
const ResetPasswordPage = lazy(() => import('./auth/reset-password-page'))
const InvitePage = lazy(() => import('./auth/invite-page'))
const SignedIn = lazy(() => import('./signed-in'))

const queryClient = createQueryClient()

/**
 * The root of the back office: language from the path, notifications, the loading bar, then
 * the login screen or the signed-in shell with the routed page. Inside the router paths are written
 * without /admin/{locale}.
 */
export function AdminApp({ initial }: { initial: I18nState }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminI18nProvider initial={initial}>
        {(locale) => (
          <NotificationsProvider>
            <PageLoadingBar />
            <Router base={`/admin/${locale}`}>
              <Suspense fallback={<Loading />}>
                <Switch>
                  <Route path="/login" component={LoginPage} />
                  <Route path="/forgot-password" component={ForgotPasswordPage} />
                  <Route path="/reset-password" component={ResetPasswordPage} />
                  <Route path="/invite" component={InvitePage} />
                  <Route component={SignedIn} />
                </Switch>
              </Suspense>
            </Router>
          </NotificationsProvider>
        )}
      </AdminI18nProvider>
    </QueryClientProvider>
  )
}
