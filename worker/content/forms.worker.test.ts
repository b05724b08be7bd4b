import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

// The back end is unreachable here (vitest.config.ts): these answers are all given before any call to Medusa.

const post = (path: string, body: BodyInit, type = 'application/json') =>
  exports.default.fetch(`https://shop.test${path}`, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' })

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> })

describe('form endpoints reject bad input before asking Medusa', () => {
  it('names each wrong contact field, in English or German', async () => {
    const en = await json(await post('/api/contact', JSON.stringify({ name: 'Al', email: 'al@', message: '', locale: 'en' })))
    expect(en.status).toBe(400)
    expect(en.body.codes).toEqual({ email: 'email', message: 'required', consent: 'consent' })
    expect(en.body.errors.email).toBe('Please enter a valid e-mail address, e.g. name@example.com.')
    const de = await json(await post('/api/contact', JSON.stringify({ country_code: 'at' })))
    expect(de.body.errors.name).toBe('Bitte geben Sie Ihren Namen ein.')
  })

  it('refuses bodies that are not a JSON object, and oversized ones', async () => {
    expect((await post('/api/contact', '[1,2]')).status).toBe(400)
    expect((await post('/api/newsletter/subscribe', 'nicht json')).status).toBe(400)
    const huge = JSON.stringify({ message: 'x'.repeat(40 * 1024) })
    expect((await post('/api/contact', huge)).status).toBe(413)
    // a multipart post whose boundary is missing from its body (found by the fuzz test: it was a 502)
    for (const path of ['/api/contact', '/api/newsletter/subscribe']) {
      const broken = await json(await post(path, 'name=x', 'multipart/form-data; boundary=x'))
      expect(broken).toEqual({ status: 400, body: { message: 'The form could not be read (a broken form post)' } })
    }
  })

  it('checks newsletter sign-ups and unsubscribe tokens', async () => {
    const bad = await json(await post('/api/newsletter/subscribe', JSON.stringify({ email: 'max@example.com', locale: 'de' })))
    expect(bad.status).toBe(400)
    expect(bad.body.codes).toEqual({ consent: 'consent' })
    const token = await json(await post('/api/newsletter/unsubscribe', JSON.stringify({ token: 'x', locale: 'en' })))
    expect(token.status).toBe(400)
    expect(token.body.message).toMatch(/not valid/)
    const oneClick = await json(await post('/api/newsletter/unsubscribe?token=x&country=gb', 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'))
    expect(oneClick).toEqual({ status: 400, body: { message: expect.stringMatching(/^This unsubscribe link is not valid/) } })
  })

  it('answers a malformed confirmation link as invalid, and leads a plain List-Unsubscribe link to the page', async () => {
    const confirm = await exports.default.fetch('https://shop.test/api/newsletter/confirm?token=../../x')
    expect(await json(confirm)).toEqual({ status: 200, body: { status: 'invalid' } })
    const opened = await exports.default.fetch(`https://shop.test/api/newsletter/unsubscribe?token=${'T'.repeat(32)}&country=at`, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/at/newsletter/unsubscribe?token=${'T'.repeat(32)}`)
    const foreign = await exports.default.fetch('https://shop.test/api/newsletter/unsubscribe?token=t&country=//evil.example', { redirect: 'manual' })
    expect(foreign.headers.get('location')).toBe('/de/newsletter/unsubscribe?token=t')
  })

  it('sends a classic form post back to its page with the failed fields, never to another site', async () => {
    const form = new URLSearchParams({ name: 'Anna', email: 'anna@example.com', message: 'kurz', return_to: '/at/content/kontakt' })
    const back = await post('/api/contact', form, 'application/x-www-form-urlencoded')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/at/content/kontakt?failed=${encodeURIComponent('message:tooShort,consent:consent')}`)
    const elsewhere = await post(
      '/api/newsletter/subscribe',
      new URLSearchParams({ email: 'x', return_to: '//evil.example/' }),
      'application/x-www-form-urlencoded',
    )
    expect(elsewhere.headers.get('location')).toBe('/de?newsletter=invalid')
  })
})
