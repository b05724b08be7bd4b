import { describe, expect, it } from 'vitest'
import type { PasswordResetCheck } from '../../routes/api-types'
import { getJson } from '../test/int'

const post = (body: unknown) =>
  getJson<PasswordResetCheck & { message: string }>('/api/auth/check-password-reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /api/auth/check-password-reset (real Medusa)', () => {
  it('answers needsPasswordReset false for an unknown e-mail', async () => {
    const { status, body } = await post({ email: `niemand-${Date.now()}@example.com` })
    expect(status).toBe(200)
    expect(body).toEqual({ needsPasswordReset: false, message: '', known: false })
  })
  it("tells a customer taken over from the old shop to reset the password, in the request's language", async () => {
    // seeded by backend/src/scripts/seed-data/customers.ts without a password
    const english = await post({ email: 'james.whitfield@example.co.uk', locale: 'en' })
    expect(english.status).toBe(200)
    expect(english.body).toEqual({ needsPasswordReset: true, message: expect.stringMatching(/new password/), known: true })
    const german = await post({ email: 'james.whitfield@example.co.uk', locale: 'de' })
    expect(german.body.message).toMatch(/Passwort/)
  })
  it('rejects a bad e-mail before asking Medusa', async () => {
    expect((await post({ email: 'kaputt' })).status).toBe(400)
  })
})
