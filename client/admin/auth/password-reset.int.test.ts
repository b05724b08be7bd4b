import { describe, expect, it } from 'vitest'
import { linkIn, mailsTo, waitForMail } from '../../../e2e/mail-inbox'
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAsStaff, unique } from '../test/staff-session'

await signInAsStaff()
const { sdk } = await import('../api/sdk')
const { request } = await import('../engine/calls')
const { login, logout } = await import('./session')
const { requestPasswordReset, setNewPassword } = await import('./password-reset')
const { newStaffMember } = await import('../test/staff-test-member')

const SUBJECT = { en: 'New password for the', de: 'Neues Passwort für die Verwaltung' }

describe('a forgotten staff password (POST /auth/user/emailpass/reset-password, POST /auth/user/emailpass/update)', () => {
  it('mails a link to the reset page in the staff’s language; the new password must follow the rule, works once, and signs in', async () => {
    const { email, password } = await newStaffMember('de')
    const { user } = await sdk.admin.user.me()
    await logout()
    await requestPasswordReset(`  ${email.toUpperCase()} `, 'en')
    const mail = await waitForMail(email, { subject: SUBJECT.en })
    const link = new URL(linkIn(mail, '/admin/en/reset-password'))
    const token = link.searchParams.get('token')!

    // a password the shop does not accept is refused before the link is used up
    await expect(setNewPassword(token, 'kurz')).rejects.toMatchObject({ status: 400 })
    await setNewPassword(token, 'Neu-und-lang-2026')
    await expect(setNewPassword(token, 'Noch-einmal-2026')).rejects.toMatchObject({ status: 401 })
    await expect(login(email, password)).rejects.toMatchObject({ status: 401 })
    await login(email, 'Neu-und-lang-2026')

    // the sent mail is kept for the staff to read, but without the link's token
    await login(ADMIN_EMAIL, ADMIN_PASSWORD)
    const { notifications } = await request<{ notifications: { template: string; data: { mail: { text: string } } }[] }>('/admin/notifications', {
      query: { q: email, fields: 'template,data', channel: 'email' },
    })
    const kept = notifications.find((notification) => notification.template === 'staff-password-reset')!
    expect(kept.data.mail.text).toContain('/admin/en/reset-password?token=')
    expect(kept.data.mail.text).not.toContain(token)
    await sdk.admin.user.delete(user.id)
  })

  it('answers alike for an address that is no staff account, and mails nothing there', async () => {
    const email = `${unique('it-niemand')}@example.com`
    await expect(requestPasswordReset(email, 'de')).resolves.toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(email)).toEqual([])
  })

  it('is limited to five requests per address in 15 minutes, like the customers’', async () => {
    const email = `${unique('it-reihe')}@example.com`
    for (let i = 0; i < 5; i++) await requestPasswordReset(email, 'de')
    await expect(requestPasswordReset(email, 'de')).rejects.toMatchObject({ status: 429, message: expect.stringMatching(/^Zu viele Versuche/) })
  })
})
