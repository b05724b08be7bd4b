import { generateSync } from 'otplib'
import { afterAll, describe, expect, it } from 'vitest'
import { adminApi, poll } from './admin-staff'
import { openBrowser } from './browser'
import { atOverview, json, MEDUSA_URL, newStaffMember, PASSWORD, password, signOut, uniqueEmail, wrongCodeFor } from './staff-two-factor'

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
