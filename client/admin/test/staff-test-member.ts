import { unique } from './staff-session'

/**
 * A new member of staff as the back office makes one: invited (German or English) by the signed-in staff, then signed
 * out and the invite accepted with the accept page's calls — after which this process is signed in as them. Call only
 * after `signInAsStaff()`.
 */
export async function newStaffMember(locale: 'de' | 'en' = 'de') {
  const { callsOf } = await import('../engine/use-resource')
  const { acceptInvite } = await import('../auth/invite-accept')
  const { logout } = await import('../auth/session')
  const { invites } = await import('../resources/settings/invites')
  const email = `${unique('it-mitarbeiterin')}@example.com`
  const invite = await callsOf(invites).create(invites.create!.toBody(invites.create!.schema.parse({ email, locale })))
  const { token } = await callsOf(invites).retrieve(invite.id, { fields: 'id,token' })
  const password = 'Werkstatt-1995'
  // as on the accept page: nobody is signed in (Medusa lets no signed-in member of staff accept)
  await logout()
  await acceptInvite(token, { email, first_name: 'Ida', last_name: 'Gold', password })
  return { email, password, inviteId: invite.id }
}
