import { useState } from 'react'
import { Link } from 'wouter'
import { z } from 'zod'
import { emailSchema } from '../../../rules/address-schema'
import { ResourceForm } from '../engine/form/resource-form'
import { formOf } from '../engine/resource'
import { useLocale, useT } from '../i18n'
import { usePageTitle } from '../shell/page-title'
import { AuthCard, AuthNotice } from './auth-card'
import { requestPasswordReset } from './password-reset'

const emailForm = formOf<never>()({
  schema: z.object({ email: emailSchema }),
  fields: [{ name: 'email', label: 'staff.forgot.email', kind: 'email', autoComplete: 'username' }],
  values: () => ({ email: '' }),
  toBody: (values) => values,
})

/**
 * /forgot-password (from the login page): the address of a staff account gets a link to set a new password. The page
 * says the same whether the address belongs to anyone or not, as Medusa's answer does.
 */
export default function ForgotPasswordPage() {
  const t = useT()
  const locale = useLocale()
  const [sentTo, setSentTo] = useState<string | null>(null)
  usePageTitle(t('staff.forgot.title'))
  const back = (
    <Link href="/login" className="font-medium text-primary-800 underline underline-offset-2">
      {t('staff.forgot.back')}
    </Link>
  )
  return (
    <AuthCard title={t('staff.forgot.title')} intro={sentTo ? undefined : t('staff.forgot.intro')} footer={back}>
      {sentTo ? (
        <AuthNotice tone="success" testId="reset-requested">
          <p>{t('staff.forgot.sent', { email: sentTo })}</p>
        </AuthNotice>
      ) : (
        <ResourceForm
          spec={emailForm}
          submitLabel={t('staff.forgot.submit')}
          onSubmit={async ({ email }) => {
            await requestPasswordReset(String(email), locale)
            setSentTo(String(email))
          }}
        />
      )}
    </AuthCard>
  )
}
