import type { AdminInvite } from '@medusajs/types'
import { z } from 'zod'
import { emailSchema } from '../../../../rules/address-schema'
import { sdk } from '../../api/sdk'
import { valueText } from '../../engine/columns'
import { actionOf, defineResource, formOf, type RenderContext } from '../../engine/resource'
import { registered } from '../registry'
import { type InviteState, inviteState } from './invite-state'

const STATES: Record<InviteState, 'staff.invites.states.open' | 'staff.invites.states.accepted' | 'staff.invites.states.expired'> = {
  open: 'staff.invites.states.open',
  accepted: 'staff.invites.states.accepted',
  expired: 'staff.invites.states.expired',
}
const stateText = (invite: AdminInvite, { t }: RenderContext) => t(STATES[inviteState(invite)])
const languageOf = (invite: AdminInvite, { t }: RenderContext) =>
  t(invite.metadata?.locale === 'en' ? 'staff.invites.languages.en' : 'staff.invites.languages.de')

/** A new invitation: the address (checked here, in the staff's language) and the language its mail and page speak. */
const inviteForm = formOf<AdminInvite>()({
  schema: z.object({
    email: emailSchema,
    locale: z.enum(['de', 'en']),
  }),
  fields: [
    { name: 'email', label: 'staff.invites.email', kind: 'email', autoComplete: 'off', hint: 'staff.invites.emailHint' },
    {
      name: 'locale',
      label: 'staff.invites.language',
      options: [
        { value: 'de', label: 'staff.invites.languages.de' },
        { value: 'en', label: 'staff.invites.languages.en' },
      ],
    },
  ],
  values: () => ({ email: '', locale: 'de' as const }),
  toBody: ({ email, locale }) => ({ email, metadata: { locale } }),
})

/** A new token and deadline, mailed again (POST /admin/invites/{id}/resend); the old link stops working. */
const resend = actionOf<AdminInvite>()({
  id: 'resend',
  label: 'staff.invites.resend',
  icon: 'i-ph-paper-plane-right',
  confirm: { title: 'staff.invites.resendTitle', text: 'staff.invites.resendText', action: 'staff.invites.resend' },
  run: (rows) => Promise.all(rows.map((invite) => sdk.admin.invite.resend(invite.id))),
  done: 'staff.invites.resent',
  when: (invite) => !invite.accepted,
})

/**
 * Invitations of new staff (GET/POST /admin/invites, GET/DELETE /admin/invites/{id}, POST …/{id}/resend): each
 * mails its link to /admin/{de|en}/invite (the back end's subscriber); whoever accepts it registers under the
 * invited address and becomes staff (auth/invite-page.tsx).
 */
export const invites = defineResource<AdminInvite>({
  ...registered('invites'),
  title: (invite) => invite.email,
  list: {
    columns: [
      { id: 'email', label: 'staff.invites.email', sort: 'email' },
      { id: 'accepted', label: 'staff.invites.state', fields: ['accepted', 'expires_at'], value: inviteState, cell: stateText, csv: stateText, primary: true },
      { id: 'expires_at', label: 'staff.invites.expires', sort: 'expires_at' },
      { id: 'created_at', label: 'staff.invites.createdAt', sort: 'created_at', hidden: true },
    ],
    search: 'staff.invites.searchHint',
    defaultSort: '-created_at',
    rowActions: [resend],
  },
  detail: {
    fields: 'id,email,accepted,expires_at,metadata,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'staff.invites.overview',
        rows: [
          { label: 'staff.invites.email', value: (invite) => invite.email },
          { label: 'staff.invites.state', value: stateText },
          { label: 'staff.invites.expires', value: (invite, context) => valueText(invite.expires_at, context) },
          { label: 'staff.invites.language', value: languageOf },
          { label: 'staff.invites.createdAt', value: (invite, context) => valueText(invite.created_at, context) },
        ],
      },
    ],
    actions: [resend],
  },
  create: inviteForm,
  remove: true,
})
