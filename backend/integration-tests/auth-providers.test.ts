import { describe, expect, it } from 'vitest'
import { admin, call, fromClient, sql } from './helpers'

// Without GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET the shop has no Google sign-in: every client of the back end
// (the storefront through the worker, or anyone directly) gets a 404 with a message, not Medusa's 401 text.
const headers = (language: string) => ({ 'accept-language': language, ...fromClient() })

describe('sign-in with a provider the back end has not configured', () => {
  it("is a 404 in the visitor's language, for sign-in, its callback and registration", async () => {
    expect(await call('/auth/customer/google', { method: 'POST', body: {}, headers: headers('de-DE,de;q=0.9') })).toEqual({
      status: 404,
      body: { type: 'not_found', message: 'Die Anmeldung mit Google ist nicht verfügbar.' },
    })
    expect(await call('/auth/customer/google/callback?code=x&state=y', { headers: headers('en-US') })).toEqual({
      status: 404,
      body: { type: 'not_found', message: 'Sign-in with Google is not available.' },
    })
    expect((await call('/auth/customer/google/register', { body: {}, headers: headers('en') })).status).toBe(404)
    // staff too; the worker's x-shop-locale wins over the browser's language
    expect(await call('/auth/user/google', { body: {}, headers: { ...headers('en'), 'x-shop-locale': 'de' } })).toEqual({
      status: 404,
      body: { type: 'not_found', message: 'Die Anmeldung mit Google ist nicht verfügbar.' },
    })
  })

  it('names a made-up provider by its harmless part only', async () => {
    const answer = await call('/auth/customer/%3Cb%3Eevil%3C%2Fb%3E', { body: {}, headers: headers('en') })
    expect(answer).toEqual({ status: 404, body: { type: 'not_found', message: 'Sign-in with bevilb is not available.' } })
  })

  it("leaves the configured provider and Medusa's list of providers alone", async () => {
    expect(await call('/auth/customer/providers')).toMatchObject({ status: 200, body: { providers: [{ id: 'emailpass' }] } })
    expect(await call('/auth/user/providers')).toMatchObject({ status: 200, body: { providers: [{ id: 'emailpass' }] } })
    const wrong = await call('/auth/customer/emailpass', { body: { email: 'niemand@example.com', password: 'falsch' }, headers: headers('en') })
    expect(wrong.status).toBe(401)
  })
})

describe('staff sign-in methods', () => {
  it('never turn an identity into staff by itself: POST /auth/{provider}/user is a 404 for every provider', async () => {
    // a staff identity registered by an invitation, but with no user behind it until the invitation is accepted
    const email = `kein-personal-${Date.now().toString(36)}@example.com`
    const {
      body: { invite },
    } = await admin<{ invite: { id: string; token: string } }>('/invites', { body: { email } })
    const registered = await call<{ token: string }>(`/auth/user/emailpass/register?token=${encodeURIComponent(invite.token)}`, {
      body: { email, password: 'Geheim-1995!' },
      headers: headers('en'),
    })
    expect(registered.status).toBe(200)
    for (const provider of ['emailpass', 'google', 'github']) {
      const answer = await call(`/auth/${provider}/user`, { body: {}, headers: { ...headers('en'), authorization: `Bearer ${registered.body.token}` } })
      expect(answer, provider).toEqual({ status: 404, body: { type: 'not_found', message: 'Staff accounts are created by invitation only.' } })
    }
    expect((await call('/auth/google/user', { body: {}, headers: headers('de') })).body.message).toBe('Mitarbeiterkonten entstehen nur durch eine Einladung.')
    const { body } = await admin<{ users: unknown[] }>(`/users?q=${encodeURIComponent(email)}`)
    expect(body.users).toEqual([])
    expect(await sql('select id from "user" where email = $1', [email])).toEqual([])
    await admin(`/invites/${invite.id}`, { method: 'DELETE' })
  })
})
