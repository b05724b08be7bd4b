import { generateSync } from 'otplib'
import type { Page } from 'playwright-core'
import { type AdminApi, poll } from './admin-staff'

// the journeys about staff's second factor: members of their own (the shared admin keeps signing in with the password alone)

export const MEDUSA_URL = process.env.MEDUSA_URL ?? 'http://localhost:9100'
export const PASSWORD = 'Werkstatt-1995'
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

export const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** A POST to Medusa itself, with a member's token when given. */
export const medusaPost = (path: string, body: unknown, token?: string) =>
  fetch(`${MEDUSA_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

/** A member of staff of the test's own: invited, registered, accepted. */
export async function newStaffMember(api: AdminApi, email: string, name = { first_name: 'Zora', last_name: 'Zweifach' }) {
  const { invite } = await api.admin.invite.create({ email })
  const { invite: held } = await api.admin.invite.retrieve(invite.id, { fields: 'id,token' })
  const { token } = await json<{ token: string }>(await medusaPost(`/auth/user/emailpass/register?token=${held.token}`, { email, password: PASSWORD }))
  const { user } = await json<{ user: { id: string } }>(await medusaPost(`/admin/invites/accept?token=${held.token}`, name, token))
  return user.id
}

/** The login form: address and password; the second step follows for a member with a second factor. */
export async function password(page: Page, email: string) {
  await page.goto('/admin/de/login')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

export async function signOut(page: Page, fullName = 'Zora Zweifach') {
  await page.getByRole('button', { name: `Benutzermenü von ${fullName}` }).click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await page.waitForURL('**/admin/de/login')
}

export const atOverview = async (page: Page) => {
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
  await poll(() => page.locator('h1').innerText()).toBe('Übersicht')
}

/** A code of six digits the authenticator does not show in this or the neighbouring periods. */
export const wrongCodeFor = (secret: string) => {
  const near = [-30_000, 0, 30_000].map((shift) => generateSync({ secret, epoch: Math.floor((Date.now() + shift) / 1000) }))
  let code = 0
  while (near.includes(String(code).padStart(6, '0'))) code += 1
  return String(code).padStart(6, '0')
}
