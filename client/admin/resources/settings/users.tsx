import type { AdminUser } from '@medusajs/types'
import { Link } from 'wouter'
import { signedInUserId } from '../../auth/session'
import { valueText } from '../../engine/columns'
import { defineResource, type RenderContext } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { registered } from '../registry'

const nameOf = (user: AdminUser) => [user.first_name, user.last_name].filter(Boolean).join(' ')
const isMe = (user: AdminUser) => user.id === signedInUserId()
const nameCell = (user: AdminUser, { t }: RenderContext) => (isMe(user) ? `${nameOf(user) || user.email} (${t('staff.users.you')})` : nameOf(user))

/** On the signed-in member of staff's own page: name and password are changed on the profile. */
function OwnAccount({ item }: { item: AdminUser }) {
  const t = useT()
  const locale = useLocale()
  if (!isMe(item)) return null
  return (
    <section className="admin-card flex flex-col items-start gap-3 p-4 text-sm text-stone-700" data-section="own">
      <p>{t('staff.users.ownProfile')}</p>
      <Link href={`~/admin/${locale}/profile`} className="admin-btn-secondary">
        <span aria-hidden="true" className="i-ph-user-gear" />
        {t('staff.users.toProfile')}
      </Link>
    </section>
  )
}

/**
 * The staff (GET /admin/users, GET and DELETE /admin/users/{id}): found by name or address, deleted after a
 * confirmation — never oneself (Medusa refuses that too). New staff join by invitation (invites.tsx); each member
 * changes their own name and password on the profile page (profile-page.tsx, POST /admin/users/{id}).
 */
export const users = defineResource<AdminUser>({
  ...registered('users'),
  title: (user) => nameOf(user) || user.email,
  list: {
    columns: [
      { id: 'email', label: 'staff.users.email', sort: 'email' },
      { id: 'name', label: 'staff.users.name', fields: ['first_name', 'last_name'], value: nameOf, cell: nameCell, sort: 'last_name', primary: true },
      { id: 'created_at', label: 'staff.users.createdAt', sort: 'created_at' },
    ],
    search: 'staff.users.searchHint',
    defaultSort: 'email',
  },
  detail: {
    fields: 'id,email,first_name,last_name,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'staff.users.overview',
        rows: [
          { label: 'staff.users.email', value: (user) => user.email },
          { label: 'staff.users.firstName', value: (user) => user.first_name },
          { label: 'staff.users.lastName', value: (user) => user.last_name },
          { label: 'staff.users.createdAt', value: (user, context) => valueText(user.created_at, context) },
        ],
      },
      { id: 'own', title: 'staff.users.overview', aside: true, bare: true, component: OwnAccount },
    ],
  },
  remove: { when: (user) => !isMe(user) },
})
