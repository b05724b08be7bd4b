import { useState } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { tokenClaims, tokenExpired } from '../../../routes/lib/token-claims'
import { toApiError } from '../api/errors'
import { ResourceForm } from '../engine/form/resource-form'
import { formOf } from '../engine/resource'
import { useT } from '../i18n'
import { useNotify } from '../notifications/notifications'
import { newPasswordSchema } from '../resources/settings/profile'
import { usePageTitle } from '../shell/page-title'
import { AuthCard, AuthNotice } from './auth-card'
import { setNewPassword } from './password-reset'

const resetForm = formOf<never>()({
  schema: newPasswordSchema({}),
  fields: [
    { name: 'password', label: 'staff.reset.password', kind: 'password', autoComplete: 'new-password' },
    { name: 'repeat', label: 'staff.reset.repeat', kind: 'password', autoComplete: 'new-password' },
  ],
  values: () => ({ password: '', repeat: '' }),
  toBody: (values) => ({ password: values.password }),
})

type LinkState = 'missing' | 'expired' | 'open'

/**
 * /reset-password?token=… (the mailed link, 15 minutes, once): a new password, then the login. A link that is
 * incomplete, expired or used says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const t = useT()
  const notify = useNotify()
  const [, navigate] = useLocation()
  const [params] = useSearchParams()
  const token = params.get('token')
  const claims = token ? tokenClaims(token) : {}
  const [state, setState] = useState<LinkState>(!token || !claims.entity_id ? 'missing' : tokenExpired(claims) ? 'expired' : 'open')
  usePageTitle(t('staff.reset.title'))

  const again = (
    <Link href="/forgot-password" className="font-medium underline underline-offset-2">
      {t('staff.reset.again')}
    </Link>
  )
  return (
    <AuthCard
      title={t('staff.reset.title')}
      intro={state === 'open' ? (claims.entity_id ? t('staff.reset.intro', { email: claims.entity_id }) : t('staff.reset.introNoEmail')) : undefined}
    >
      {state === 'open' ? (
        <ResourceForm
          spec={resetForm}
          submitLabel={t('staff.reset.submit')}
          onSubmit={async ({ password }) => {
            try {
              await setNewPassword(token!, String(password))
            } catch (error) {
              // Medusa answers 401 for a token that is used up or expired
              if (toApiError(error).status === 401) return setState('expired')
              throw error
            }
            notify({ title: t('staff.reset.done'), tone: 'success' })
            navigate('/login', { replace: true })
          }}
        />
      ) : (
        <AuthNotice testId="reset-link-problem">
          <p>{t(state === 'missing' ? 'staff.reset.missing' : 'staff.reset.expired')}</p>
          {again}
        </AuthNotice>
      )}
    </AuthCard>
  )
}
