import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { z } from 'zod'
import { FieldProblem } from '../engine/field-errors'
import { ResourceForm } from '../engine/form/resource-form'
import { formOf } from '../engine/resource'
import { useT } from '../i18n'
import { useNotify } from '../notifications/notifications'
import { newPasswordSchema } from '../resources/settings/profile'
import { usePageTitle } from '../shell/page-title'
import { AuthCard, AuthNotice } from './auth-card'
import { AcceptError, acceptInvite, inviteOfToken } from './invite-accept'
import { logout, useMe } from './session'

const acceptForm = formOf<never>()({
  schema: newPasswordSchema({ first_name: z.string().trim().min(1).max(100), last_name: z.string().trim().min(1).max(100) }),
  fields: [
    { name: 'first_name', label: 'staff.invite.firstName', autoComplete: 'given-name', wide: false },
    { name: 'last_name', label: 'staff.invite.lastName', autoComplete: 'family-name', wide: false },
    { name: 'password', label: 'staff.invite.password', kind: 'password', autoComplete: 'new-password' },
    { name: 'repeat', label: 'staff.invite.repeat', kind: 'password', autoComplete: 'new-password' },
  ],
  values: () => ({ first_name: '', last_name: '', password: '', repeat: '' }),
  toBody: (values) => values,
})

/**
 * /invite?token=… (the invitation's mailed link, before sign-in): name and password (twice) make the invited address
 * a staff account, then the new member of staff is signed in and sees the back office. An incomplete, expired,
 * used or replaced invitation gets a page that says so, in the staff's language.
 */
export default function InvitePage() {
  const t = useT()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [params] = useSearchParams()
  const token = params.get('token')
  const invite = inviteOfToken(token)
  const [invalid, setInvalid] = useState(false)
  const me = useMe()
  usePageTitle(t('staff.invite.title'))

  const toLogin = (
    <Link href="/login" className="font-medium text-primary-800 underline underline-offset-2">
      {t('staff.invite.toLogin')}
    </Link>
  )
  if (invite.state !== 'open' || invalid)
    return (
      <AuthCard title={t('staff.invite.title')} footer={toLogin}>
        <AuthNotice testId="invite-problem">
          <p>{t(invite.state === 'missing' ? 'staff.invite.missing' : invalid ? 'staff.invite.invalid' : 'staff.invite.expired')}</p>
          {invite.state !== 'missing' && <p>{t('staff.invite.askAgain')}</p>}
        </AuthNotice>
      </AuthCard>
    )
  const signedIn = me.data?.user
  return (
    <AuthCard title={t('staff.invite.title')} intro={t('staff.invite.intro', { email: invite.email })}>
      {signedIn ? (
        <AuthNotice>
          <p>{t('staff.invite.signedIn', { name: [signedIn.first_name, signedIn.last_name].filter(Boolean).join(' ') || signedIn.email })}</p>
          <button
            type="button"
            className="admin-btn-secondary self-start"
            onClick={async () => {
              await logout().catch(() => undefined)
              queryClient.clear()
            }}
          >
            {t('staff.invite.signOut')}
          </button>
        </AuthNotice>
      ) : (
        <ResourceForm
          spec={acceptForm}
          submitLabel={t('staff.invite.submit')}
          onSubmit={async (values) => {
            const person = {
              email: invite.email,
              first_name: String(values.first_name),
              last_name: String(values.last_name),
              password: String(values.password),
            }
            try {
              await acceptInvite(token!, person)
            } catch (error) {
              if (!(error instanceof AcceptError)) throw error
              if (error.reason === 'invalid') return setInvalid(true)
              if (error.reason === 'existing-password') throw new FieldProblem('password', t('staff.invite.existingPassword'))
              throw error.cause
            }
            queryClient.clear()
            notify({ title: t('staff.invite.welcome', { name: person.first_name }), tone: 'success' })
            navigate('/', { replace: true })
          }}
        />
      )}
    </AuthCard>
  )
}
