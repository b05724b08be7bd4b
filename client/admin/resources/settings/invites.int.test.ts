import type { AdminInvite } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { linkIn, waitForMails } from '../../../../e2e/mail-inbox'
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { sdk } = await import('../../api/sdk')
const { login, logout } = await import('../../auth/session')
const { acceptInvite, AcceptError } = await import('../../auth/invite-accept')
const { invites } = await import('./invites')
const { users } = await import('./users')

const calls = callsOf(invites)
const invite = (email: string, locale: 'de' | 'en') => calls.create(invites.create!.toBody(invites.create!.schema.parse({ email, locale })))
const tokenOf = async (id: string) => (await calls.retrieve(id, { fields: 'id,token' })).token
const resend = invites.list.rowActions!.find((action) => action.id === 'resend')!

describe('invites (GET/POST /admin/invites, GET/DELETE /admin/invites/{id}, POST …/{id}/resend, POST /admin/invites/accept)', () => {
  it('invites in German: the list finds it open, the mail links to the German accept page; resent, the old link is dead', async () => {
    const email = `${unique('it-einladung')}@example.com`
    const created = await invite(` ${email.toUpperCase()} `, 'de')
    expect(created).toMatchObject({ email, accepted: false, metadata: { locale: 'de' } })

    const found = await calls.list(listQuery(invites, { ...EMPTY_LIST_STATE, q: email }))
    expect(found.rows.map((row) => row.id)).toEqual([created.id])
    expect(found.rows[0]).toMatchObject({ email, accepted: false })
    const detail = await calls.retrieve(created.id, { fields: invites.detail!.fields })
    expect(invites.title(detail, 'de')).toBe(email)
    expect(new Date(detail.expires_at).getTime()).toBeGreaterThan(Date.now())

    const first = await tokenOf(created.id)
    const [mail] = await waitForMails(email, { subject: 'Einladung in die Verwaltung' })
    expect(linkIn(mail, '/admin/de/invite')).toMatch(new RegExp(`/admin/de/invite\\?token=${first.replace(/\./g, '\\.')}$`))

    await resend.run([detail as AdminInvite], {} as never)
    const second = await tokenOf(created.id)
    expect(second).not.toBe(first)
    const mails = await waitForMails(email, { count: 2, subject: 'Einladung in die Verwaltung' })
    // two mails sent within the same second may be listed in either order: one of them carries the new link
    expect(mails.map((mail) => linkIn(mail, '/admin/de/invite'))).toContainEqual(expect.stringContaining(`token=${second}`))
    // the first link no longer makes anyone staff
    await expect(acceptInvite(first, { email, first_name: 'Ida', last_name: 'Gold', password: 'Werkstatt-1995' })).rejects.toMatchObject({ reason: 'invalid' })

    await calls.remove(created.id)
    expect((await calls.list(listQuery(invites, { ...EMPTY_LIST_STATE, q: email }))).count).toBe(0)
  })

  it('refuses a second invite to the same address in the staff’s language', async () => {
    const email = `${unique('it-doppelt')}@example.com`
    const created = await invite(email, 'en')
    await expect(invite(email, 'en')).rejects.toMatchObject({
      status: 400,
      message: 'An diese E-Mail-Adresse ging schon eine Einladung: Senden Sie sie in der Liste der Einladungen erneut.',
    })
    await calls.remove(created.id)
  })

  it('an accepted invite makes a member of staff who is signed in at once; they appear among the staff and can be deleted', async () => {
    const email = `${unique('it-neu')}@example.com`
    const created = await invite(email, 'en')
    const [mail] = await waitForMails(email, { subject: 'Invitation to the' })
    const link = new URL(linkIn(mail, '/admin/en/invite'))
    await logout()
    await acceptInvite(link.searchParams.get('token')!, { email, first_name: 'Ida', last_name: 'Gold', password: 'Werkstatt-1995' })
    const { user: me } = await sdk.admin.user.me()
    expect(me).toMatchObject({ email, first_name: 'Ida', last_name: 'Gold' })
    // an accepted invite cannot be used twice
    await expect(acceptInvite(link.searchParams.get('token')!, { email, first_name: 'X', last_name: 'Y', password: 'Werkstatt-1995' })).rejects.toBeInstanceOf(
      AcceptError,
    )

    await login(ADMIN_EMAIL, ADMIN_PASSWORD)
    const staff = await callsOf(users).list(listQuery(users, { ...EMPTY_LIST_STATE, q: email }))
    expect(staff.rows.map((row) => row.id)).toEqual([me.id])
    await callsOf(users).remove(me.id)
    expect((await callsOf(users).list(listQuery(users, { ...EMPTY_LIST_STATE, q: email }))).count).toBe(0)
    expect((await calls.list(listQuery(invites, { ...EMPTY_LIST_STATE, q: email }))).rows.map((row) => row.id)).not.toContain(created.id)
  })
})
