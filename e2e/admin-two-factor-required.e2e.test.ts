import { generateSync } from 'otplib'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { adminApi, poll } from './admin-staff'
import { openBrowser } from './browser'
import { atOverview, json, MEDUSA_URL, medusaPost, newStaffMember, PASSWORD, password, signOut, uniqueEmail } from './staff-two-factor'

// The owner's requirement holds for the whole shop (the shared admin has no second factor either): the project
// `settings` runs this file alone, and it is switched off again whatever happens (afterAll).

const OWNER = { first_name: 'Olga', last_name: 'Obhut' }
const MEMBER = { first_name: 'Bruno', last_name: 'Bedacht' }

/** Medusa's answer to the password: a token, and a challenge when the member has a second factor. */
const passwordToken = async (email: string) =>
  json<{ token: string; mfa_challenge?: { id: string } }>(await medusaPost('/auth/user/emailpass', { email, password: PASSWORD }))

/** The member's token after the password and, when asked, a current code of the app. */
async function signedInToken(email: string, secret?: string) {
  const first = await passwordToken(email)
  if (!first.mfa_challenge) return first.token
  if (!secret) throw new Error(`${email} is asked for a second factor`)
  const { token } = await json<{ token: string }>(
    await medusaPost(`/auth/mfa/challenges/${first.mfa_challenge.id}/verify`, { method: 'totp', code: generateSync({ secret }) }, first.token),
  )
  return token
}

/** Enrols an authenticator for the member through Medusa's own calls (what the profile does), returning its secret. */
async function enrolByApi(email: string) {
  const token = await signedInToken(email)
  const { mfa_factor, secret } = await json<{ mfa_factor: { id: string }; secret: string }>(
    await medusaPost('/auth/mfa/factors', { provider: 'totp', label: email }, token),
  )
  await json(await medusaPost(`/auth/mfa/factors/${mfa_factor.id}/verify`, { code: generateSync({ secret }) }, token))
  return secret
}

/** A call to Medusa's admin API with the member's token, in German. */
const admin = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${MEDUSA_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'de-DE' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

/** Signs in on the login screen with the password and the app's code, up to the overview. */
async function withCode(page: Page, email: string, secret: string) {
  await password(page, email)
  await poll(() => page.locator('h1').innerText()).toBe('Bestätigungscode')
  await page.getByLabel('Code aus der Authenticator-App').fill(generateSync({ secret }))
  await page.getByRole('button', { name: 'Bestätigen' }).click()
  await atOverview(page)
}

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error))
})

describe('the owner requires two-step sign-in for all staff', () => {
  it('leads a member without a second factor to set it up, refuses them the back office and its API until then, and is switched off again', async () => {
    const api = await adminApi()
    const ownerEmail = uniqueEmail('e2e-inhaberin')
    const memberEmail = uniqueEmail('e2e-pflicht')
    const ownerId = await newStaffMember(api, ownerEmail, OWNER)
    const memberId = await newStaffMember(api, memberEmail, MEMBER)
    // deleted with the shared admin, once the requirement is off again (it has no second factor)
    cleanups.push(
      () => api.admin.user.delete(ownerId),
      () => api.admin.user.delete(memberId),
    )
    const ownerSecret = await enrolByApi(ownerEmail)
    // whatever fails below, the shop ends with the requirement off: the owner's word, with her code
    cleanups.push(async () =>
      json(await admin('/admin/two-factor', await signedInToken(ownerEmail, ownerSecret), { method: 'POST', body: { required: false } })),
    )
    const browser = await openBrowser({ locale: 'de-DE' })
    cleanups.push(() => browser.close())
    const page = browser.page

    // the owner requires it on the store's page
    await withCode(page, ownerEmail, ownerSecret)
    await page.goto('/admin/de/store')
    const requirement = page.getByTestId('two-factor-requirement')
    await poll(() => requirement.locator('p').innerText()).toBe('Die Anmeldung in zwei Schritten ist freiwillig.')
    await requirement.getByRole('button', { name: 'Für alle verlangen' }).click()
    await poll(() => requirement.locator('p').innerText()).toBe(
      'Alle Mitarbeiter melden sich in zwei Schritten an (Passwort und Code einer Authenticator-App).',
    )
    await signOut(page, `${OWNER.first_name} ${OWNER.last_name}`)

    // a member without a second factor signs in with the password and is led to the profile to set it up
    await password(page, memberEmail)
    await page.waitForURL('**/admin/de/profile')
    const card = page.locator('[data-section="two-factor"]')
    await poll(() => card.getByRole('status').innerText()).toBe(
      'Der Shop verlangt für alle Mitarbeiter die Anmeldung in zwei Schritten. Bitte richten Sie sie jetzt ein.',
    )
    // any other page leads back there
    await page.goto('/admin/de/orders')
    await page.waitForURL('**/admin/de/profile')
    // and Medusa refuses the member's calls, through the back office's pass-through and with a token of their own,
    // switching the requirement off included; who they are and the requirement stay readable
    expect((await page.request.get('/admin/api/admin/orders?limit=1&fields=id')).status()).toBe(403)
    const memberToken = await signedInToken(memberEmail)
    const refused = await admin('/admin/orders?limit=1&fields=id', memberToken)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      type: 'two_factor_required',
      message: 'Der Shop verlangt eine Anmeldung in zwei Schritten. Bitte richten Sie sie in Ihrem Profil ein.',
    })
    expect((await admin('/admin/two-factor', memberToken, { method: 'POST', body: { required: false } })).status).toBe(403)
    expect(await json(await admin('/admin/two-factor', memberToken))).toEqual({ required: true, enrolled: false })
    expect((await admin('/admin/users/me', memberToken)).status).toBe(200)
    // so is the shared admin, who has no second factor either
    await expect(api.admin.order.list({ limit: 1, fields: 'id' })).rejects.toThrow()

    // the member sets it up on the profile: the back office and the API open
    await card.getByRole('button', { name: 'Einrichten' }).click()
    const memberSecret = (await card.getByTestId('two-factor-secret').innerText()).trim()
    await card.getByLabel('Code aus der Authenticator-App').fill(generateSync({ secret: memberSecret }))
    await card.getByRole('button', { name: 'Einschalten' }).click()
    await poll(() => card.getByTestId('recovery-codes').locator('li').count()).toBe(10)
    await card.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click()
    await poll(() => card.getByTestId('two-factor-state').innerText()).toMatch(/^Eingeschaltet seit /)
    await expect.poll(() => card.getByRole('status').count()).toBe(0)
    await page.goto('/admin/de/orders')
    await page.locator('[data-resource-list="orders"]').waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/de/orders')
    expect((await admin('/admin/orders?limit=1&fields=id', memberToken)).status).toBe(200)
    await signOut(page, `${MEMBER.first_name} ${MEMBER.last_name}`)

    // the owner switches it off again: the password alone opens the back office once more
    await withCode(page, ownerEmail, ownerSecret)
    await page.goto('/admin/de/store')
    await requirement.getByRole('button', { name: 'Nicht mehr verlangen' }).click()
    await poll(() => requirement.locator('p').innerText()).toBe('Die Anmeldung in zwei Schritten ist freiwillig.')
    expect((await api.admin.order.list({ limit: 1, fields: 'id' })).orders).toBeDefined()
    expect(browser.errors.filter((error) => !/status of (400|401|403|404)/.test(error))).toEqual([])
  }, 300_000)
})
