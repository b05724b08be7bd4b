import type { AdminUser } from '@medusajs/types'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useMe } from '../../auth/session'
import { useTwoFactorState } from '../../auth/two-factor-gate'
import { FieldProblem } from '../../engine/field-errors'
import { ResourceForm } from '../../engine/form/resource-form'
import { queryKeys } from '../../engine/query-keys'
import { useT } from '../../i18n'
import { useNotify } from '../../notifications/notifications'
import { usePageTitle } from '../../shell/page-title'
import { PageHeader } from '../../ui/page-header'
import { Loading } from '../../ui/query-state'
import { changeOwnPassword, nameForm, passwordForm, updateOwnName } from './profile'
import { TwoFactorCard } from './two-factor-card'

function Card({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={`profile-${id}`} data-section={id}>
      <h2 id={`profile-${id}`} className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">
        {title}
      </h2>
      <div className="flex flex-col gap-4 p-4">
        {intro && <p className="text-sm text-stone-600">{intro}</p>}
        {children}
      </div>
    </section>
  )
}

/** /profile (from the header's user menu): the signed-in member of staff's own name, password and second factor. */
export default function ProfilePage() {
  const t = useT()
  const me = useMe()
  usePageTitle(t('staff.profile.title'))
  if (!me.data) return <Loading />
  return <Profile user={me.data.user} />
}

function Profile({ user }: { user: AdminUser }) {
  const t = useT()
  const notify = useNotify()
  const queryClient = useQueryClient()
  // a changed password empties its form: a new form each time
  const [passwordRound, setPasswordRound] = useState(0)
  const twoFactor = useTwoFactorState()
  const mustEnrol = twoFactor.data?.required === true && !twoFactor.data.enrolled

  return (
    <>
      <PageHeader title={t('staff.profile.title')}>
        <p className="mt-1 text-sm text-stone-600">{t('staff.profile.intro', { email: user.email })}</p>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="name" title={t('staff.profile.name')}>
          <ResourceForm
            spec={nameForm}
            item={user}
            submitLabel={t('staff.profile.saveName')}
            onSubmit={async (body) => {
              await updateOwnName(user, body)
              // the signed-in user's query is one of the users' (['users', 'me'])
              await queryClient.invalidateQueries({ queryKey: queryKeys('users').all })
              notify({ title: t('staff.profile.nameSaved'), tone: 'success' })
            }}
          />
        </Card>
        <Card id="password" title={t('staff.profile.password')} intro={t('staff.profile.passwordIntro')}>
          <ResourceForm
            key={passwordRound}
            spec={passwordForm}
            submitLabel={t('staff.profile.changePassword')}
            onSubmit={async (body) => {
              if ((await changeOwnPassword(body)) === 'wrong-password') throw new FieldProblem('current_password', t('staff.profile.wrongPassword'))
              notify({ title: t('staff.profile.passwordChanged'), tone: 'success' })
              setPasswordRound((round) => round + 1)
            }}
          />
        </Card>
        <Card id="two-factor" title={t('staff.twoFactor.title')}>
          {mustEnrol && (
            <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              {t('staff.twoFactor.requiredNotice')}
            </p>
          )}
          <TwoFactorCard email={user.email} />
        </Card>
      </div>
    </>
  )
}
