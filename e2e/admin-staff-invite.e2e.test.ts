import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { linkIn, waitForMail } from './mail-inbox'
import { expectNoSidewaysOverflow } from './sideways-overflow'

const MEDUSA_URL = process.env.MEDUSA_URL ?? 'http://localhost:9100'
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

let browsers: Awaited<ReturnType<typeof openBrowser>>[] = []
afterEach(async () => {
  await Promise.all(browsers.map((browser) => browser.close()))
  browsers = []
})
const open = async (options: Parameters<typeof openBrowser>[0]) => {
  const browser = await openBrowser(options)
  browsers.push(browser)
  return browser
}

/** Whether Medusa itself lets the address sign in with the password (straight at Medusa, no browser). */
const medusaSignIn = async (email: string, password: string) =>
  (
    await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status

const staffNamed = async (api: Awaited<ReturnType<typeof adminApi>>, email: string) =>
  (await api.admin.user.list({ q: email, fields: 'id,email,first_name,last_name' })).users

/** The login form of the back office, with any member of staff's address and password. */
async function logIn(page: Page, texts: { email: string; password: string; submit: string }, email: string, password: string) {
  await page.getByLabel(texts.email).fill(email)
  await page.getByLabel(texts.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: texts.submit }).click()
}

describe('a new member of staff joins by invitation (German)', () => {
  it('is invited from the back office, accepts the mailed link, signs in, sees the back office, and is deleted again', async () => {
    const api = await adminApi()
    const email = uniqueEmail('e2e-mitarbeiterin')

    // the invitation, from the back office: a bad address is refused at its field first
    const admin = await open({ locale: 'de-DE' })
    await openSignedIn(admin.page, '/admin/de/invites')
    await admin.page.getByRole('link', { name: 'Neue Einladung' }).click()
    const drawer = admin.page.getByRole('dialog')
    await drawer.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen.example.com')
    await drawer.getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => drawer.getByRole('alert').allInnerTexts()).toContain('Bitte eine gültige E-Mail-Adresse eingeben')
    await drawer.getByLabel('E-Mail-Adresse').fill(email)
    await drawer.getByLabel('Sprache der Einladung').selectOption('de')
    await drawer.getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => admin.page.locator('h1').innerText()).toBe(email)
    await poll(() => admin.page.locator('[data-section="overview"]').innerText()).toContain('Offen')
    // a second invitation to the address is refused in German
    await admin.page.goto('/admin/de/invites/new')
    await admin.page.getByRole('dialog').getByLabel('E-Mail-Adresse').fill(email)
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => admin.page.getByRole('dialog').innerText()).toContain('An diese E-Mail-Adresse ging schon eine Einladung')

    // the mail in the catcher, its link opened by the new member of staff in a browser of their own
    const mail = await waitForMail(email, { subject: 'Einladung in die Verwaltung' })
    const link = linkIn(mail, '/admin/de/invite?token=')
    const newcomer = await open({ locale: 'de-DE' })
    const page = newcomer.page
    await page.goto(link)
    await poll(() => page.locator('h1').innerText()).toBe('Einladung annehmen')
    expect(await page.locator('main').innerText()).toContain(email)
    await page.getByLabel('Vorname').fill('Ida')
    await page.getByLabel('Nachname').fill('Goldschmidt')
    // every bad input its message: too short, then not repeated alike
    await page.getByLabel('Passwort', { exact: true }).fill('kurz')
    await page.getByLabel('Passwort wiederholen').fill('kurz')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await poll(() => page.getByRole('alert').allInnerTexts()).toContain('Mindestens 8 Zeichen')
    await page.getByLabel('Passwort', { exact: true }).fill('Werkstatt-1995')
    await page.getByLabel('Passwort wiederholen').fill('Werkstatt-1996')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await poll(() => page.getByRole('alert').allInnerTexts()).toContain('Die beiden Passwörter stimmen nicht überein.')
    expect(await staffNamed(api, email)).toEqual([])
    await page.getByLabel('Passwort wiederholen').fill('Werkstatt-1995')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()

    // signed in at once: the back office, with their name in the header's menu
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
    await poll(() => page.locator('h1').innerText()).toBe('Übersicht')
    await poll(() => page.getByRole('button', { name: 'Benutzermenü von Ida Goldschmidt' }).count()).toBe(1)
    expect(await staffNamed(api, email)).toEqual([expect.objectContaining({ email, first_name: 'Ida', last_name: 'Goldschmidt' })])

    // out, and in again with the new password
    await page.getByRole('button', { name: 'Benutzermenü von Ida Goldschmidt' }).click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await page.waitForURL('**/admin/de/login')
    await logIn(page, { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' }, email, 'Werkstatt-1995')
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
    await poll(() => page.locator('h1').innerText()).toBe('Übersicht')

    // the used link now says so
    await page.getByRole('button', { name: 'Benutzermenü von Ida Goldschmidt' }).click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await page.waitForURL('**/admin/de/login')
    await page.goto(link)
    await page.getByLabel('Vorname').fill('Ida')
    await page.getByLabel('Nachname').fill('Goldschmidt')
    await page.getByLabel('Passwort', { exact: true }).fill('Werkstatt-1995')
    await page.getByLabel('Passwort wiederholen').fill('Werkstatt-1995')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await poll(() => page.getByTestId('invite-problem').innerText()).toContain('Diese Einladung gilt nicht mehr')
    // signed in once more: the session the deletion must end
    await page.goto('/admin/de/login')
    await logIn(page, { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' }, email, 'Werkstatt-1995')
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
    await poll(() => page.locator('h1').innerText()).toBe('Übersicht')

    // the admin deletes the new member of staff from the list of staff
    await admin.page.goto(`/admin/de/users?q=${encodeURIComponent(email)}`)
    await poll(() => admin.page.locator('[data-resource-list="users"] tbody tr').count()).toBe(1)
    await admin.page.getByRole('button', { name: `Aktionen für „Ida Goldschmidt“` }).click()
    await admin.page.getByRole('menuitem', { name: 'Löschen' }).click()
    // the deletion's answer: Medusa's deletion of the member, then of their sign-in identity, is over
    const deletion = admin.page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && /\/admin\/api\/admin\/users\/[^/?]+$/.test(new URL(response.url()).pathname),
    )
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
    expect((await deletion).status()).toBe(200)
    expect(await staffNamed(api, email)).toEqual([])
    expect(await medusaSignIn(email, 'Werkstatt-1995')).toBe(401)
    // the session they still held opens nothing: the next page of the back office is its login
    await page.reload()
    await page.waitForURL((url) => url.pathname === '/admin/de/login')
    expect([...admin.errors, ...newcomer.errors].filter((error) => !/status of (400|401|404)/.test(error))).toEqual([])
  })
})

describe('a forgotten password (English, on a phone)', () => {
  it('is asked for on the login page, mailed, set anew on the reset page, and signs in; nothing pans sideways', async () => {
    const api = await adminApi()
    const email = uniqueEmail('e2e-staff-reset')
    // a member of staff as an invitation makes one (the back end's own routes)
    const { invite } = await api.admin.invite.create({ email, metadata: { locale: 'en' } } as never)
    const register = await fetch(`${MEDUSA_URL}/auth/user/emailpass/register?token=${encodeURIComponent(invite.token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Old-password-1995' }),
    })
    const { token } = (await register.json()) as { token: string }
    const accepted = await fetch(`${MEDUSA_URL}/admin/invites/accept?token=${encodeURIComponent(invite.token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ first_name: 'Max', last_name: 'Silber' }),
    })
    expect(accepted.status).toBe(200)

    const { page, errors } = await open({ ...PHONE, locale: 'en-GB' })
    await page.goto('/admin/en/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).tap()
    await poll(() => page.locator('h1').innerText()).toBe('Forgot your password')
    await expectNoSidewaysOverflow(page)
    await page.getByLabel('Email address').fill('not an address')
    await page.getByRole('button', { name: 'Send link' }).tap()
    await poll(() => page.getByRole('alert').allInnerTexts()).toContain('Please enter a valid email address')
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send link' }).tap()
    await poll(() => page.getByTestId('reset-requested').innerText()).toContain(`If ${email} belongs to a staff account`)
    await expectNoSidewaysOverflow(page)

    const mail = await waitForMail(email, { subject: 'New password for the' })
    const link = linkIn(mail, '/admin/en/reset-password?token=')
    await page.goto(link)
    await poll(() => page.locator('h1').innerText()).toBe('Set a new password')
    expect(await page.locator('main').innerText()).toContain(email)
    await expectNoSidewaysOverflow(page)
    await page.getByLabel('New password', { exact: true }).fill('New-password-2026')
    await page.getByLabel('Repeat the new password').fill('New-password-2062')
    await page.getByRole('button', { name: 'Save password' }).tap()
    await poll(() => page.getByRole('alert').allInnerTexts()).toContain('The two passwords do not match.')
    await page.getByLabel('Repeat the new password').fill('New-password-2026')
    await page.getByRole('button', { name: 'Save password' }).tap()
    await page.waitForURL('**/admin/en/login')
    expect(await medusaSignIn(email, 'Old-password-1995')).toBe(401)

    await logIn(page, { email: 'Email address', password: 'Password', submit: 'Log in' }, email, 'New-password-2026')
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/en')
    await poll(() => page.locator('h1').innerText()).toBe('Overview')
    await expectNoSidewaysOverflow(page)

    // the link works once
    await page.getByRole('button', { name: 'User menu of Max Silber' }).tap()
    await page.getByRole('menuitem', { name: 'Log out' }).tap()
    await page.waitForURL('**/admin/en/login')
    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill('Third-password-2026')
    await page.getByLabel('Repeat the new password').fill('Third-password-2026')
    await page.getByRole('button', { name: 'Save password' }).tap()
    await poll(() => page.getByTestId('reset-link-problem').innerText()).toContain('This link has expired or has been used already.')
    await expectNoSidewaysOverflow(page)
    expect(await medusaSignIn(email, 'New-password-2026')).toBe(200)

    // an invitation whose time is up says so on the phone too
    const expired = `x.${Buffer.from(JSON.stringify({ id: 'invite_x', email, exp: 1 })).toString('base64url')}.y`
    await page.goto(`/admin/en/invite?token=${expired}`)
    await poll(() => page.getByTestId('invite-problem').innerText()).toContain('This invitation has expired.')
    await expectNoSidewaysOverflow(page)

    const [user] = await staffNamed(api, email)
    await api.admin.user.delete(user.id)
    expect(errors.filter((error) => !/status of (400|401|404)/.test(error))).toEqual([])
  })
})
