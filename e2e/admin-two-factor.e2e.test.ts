import { generateSync } from 'otplib'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { adminApi, poll } from './admin-staff'
import { openBrowser } from './browser'

const MEDUSA_URL = process.env.MEDUSA_URL ?? 'http://localhost:9100'
const PASSWORD = 'Werkstatt-1995'
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** A member of staff of this test's own (the shared admin must keep signing in with the password alone): invited, registered, accepted. */
async function newStaffMember(api: Awaited<ReturnType<typeof adminApi>>, email: string) {
  const { invite } = await api.admin.invite.create({ email })
  const { invite: held } = await api.admin.invite.retrieve(invite.id, { fields: 'id,token' })
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${MEDUSA_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  const { token } = await json<{ token: string }>(await post(`/auth/user/emailpass/register?token=${held.token}`, { email, password: PASSWORD }))
  const { user } = await json<{ user: { id: string } }>(
    await post(`/admin/invites/accept?token=${held.token}`, { first_name: 'Zora', last_name: 'Zweifach' }, token),
  )
  return user.id
}

/** The login form: address and password; the second step follows for a member with a second factor. */
async function password(page: Page, email: string) {
  await page.goto('/admin/de/login')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Benutzermenü von Zora Zweifach' }).click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await page.waitForURL('**/admin/de/login')
}

const atOverview = async (page: Page) => {
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
  await poll(() => page.locator('h1').innerText()).toBe('Übersicht')
}

/** A code of six digits the authenticator does not show in this or the neighbouring periods. */
const wrongCodeFor = (secret: string) => {
  const near = [-30_000, 0, 30_000].map((shift) => generateSync({ secret, epoch: Math.floor((Date.now() + shift) / 1000) }))
  let code = 0
  while (near.includes(String(code).padStart(6, '0'))) code += 1
  return String(code).padStart(6, '0')
}

let cleanup: (() => Promise<unknown>) | undefined
afterAll(async () => {
  await cleanup?.()
})

describe('two-step sign-in for staff (German)', () => {
  it('enrols from the profile with the QR code’s key, signs in with a code, refuses a wrong one, takes a recovery code once', async () => {
    const api = await adminApi()
    const email = uniqueEmail('e2e-zweifach')
    const userId = await newStaffMember(api, email)
    cleanup = () => api.admin.user.delete(userId)
    const browser = await openBrowser({ locale: 'de-DE' })
    const previous = cleanup
    cleanup = async () => {
      await browser.close()
      await previous()
    }
    const page = browser.page

    // signed in with the password alone, enrolled from the profile
    await password(page, email)
    await atOverview(page)
    await page.goto('/admin/de/profile')
    const card = page.locator('[data-section="two-factor"]')
    await poll(() => card.getByTestId('two-factor-state').innerText()).toBe('Nicht eingeschaltet.')
    await card.getByRole('button', { name: 'Einrichten' }).click()
    await poll(() => card.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    const secret = (await card.getByTestId('two-factor-secret').innerText()).trim()
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    // a wrong first code does not switch it on
    await card.getByLabel('Code aus der Authenticator-App').fill(wrongCodeFor(secret))
    await card.getByRole('button', { name: 'Einschalten' }).click()
    await poll(() => card.getByRole('alert').innerText()).toBe('Der Code ist nicht richtig. Bitte versuchen Sie es erneut.')
    await card.getByLabel('Code aus der Authenticator-App').fill(generateSync({ secret }))
    await card.getByRole('button', { name: 'Einschalten' }).click()
    const recovery = card.getByTestId('recovery-codes').locator('li')
    await poll(() => recovery.count()).toBe(10)
    const codes = await recovery.allInnerTexts()
    await card.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click()
    await poll(() => card.getByTestId('two-factor-state').innerText()).toMatch(/^Eingeschaltet seit /)

    // out, and in again: the password alone no longer opens the back office
    await signOut(page)
    await password(page, email)
    await poll(() => page.locator('h1').innerText()).toBe('Bestätigungscode')
    expect(await page.request.get('/admin/api/admin/users/me').then((answer) => answer.status())).toBe(401)
    await page.getByLabel('Code aus der Authenticator-App').fill(wrongCodeFor(secret))
    await page.getByRole('button', { name: 'Bestätigen' }).click()
    await poll(() => page.getByRole('alert').innerText()).toBe('Der Code ist nicht richtig. Bitte versuchen Sie es erneut.')
    await page.getByLabel('Code aus der Authenticator-App').fill(generateSync({ secret }))
    await page.getByRole('button', { name: 'Bestätigen' }).click()
    await atOverview(page)

    // a recovery code instead of the app: once
    const withRecoveryCode = async (code: string) => {
      await signOut(page)
      await password(page, email)
      await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click()
      await page.getByLabel('Wiederherstellungscode').fill(code)
      await page.getByRole('button', { name: 'Bestätigen' }).click()
    }
    await withRecoveryCode(codes[0]!)
    await atOverview(page)
    await withRecoveryCode(codes[0]!)
    await poll(() => page.getByRole('alert').innerText()).toBe('Der Code ist nicht richtig. Bitte versuchen Sie es erneut.')
    await page.getByLabel('Wiederherstellungscode').fill(codes[1]!)
    await page.getByRole('button', { name: 'Bestätigen' }).click()
    await atOverview(page)

    // switched off again from the profile, with a current code
    await page.goto('/admin/de/profile')
    await card.getByRole('button', { name: 'Ausschalten' }).click()
    await card.getByLabel('Code aus der Authenticator-App').fill(generateSync({ secret }))
    await card.getByRole('button', { name: 'Ausschalten' }).click()
    await poll(() => card.getByTestId('two-factor-state').innerText()).toBe('Nicht eingeschaltet.')
    const { mfa_factors } = await json<{ mfa_factors: { status: string }[] }>(
      await fetch(`${MEDUSA_URL}/auth/mfa/factors`, { headers: { authorization: `Bearer ${await medusaToken(email)}` } }),
    )
    expect(mfa_factors.every((factor) => factor.status === 'disabled')).toBe(true)
    expect(browser.errors.filter((error) => !/status of (400|401|404)/.test(error))).toEqual([])
    // five sign-ins, and Medusa checks a recovery code against each stored hash with scrypt (seconds on a busy host)
  }, 300_000)
})

/** Medusa's own answer to the password, now that no second factor is asked: a token of the member. */
async function medusaToken(email: string) {
  const answer = await json<{ token?: string; mfa_required?: boolean }>(
    await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  )
  expect(answer.mfa_required).toBeUndefined()
  return answer.token
}
