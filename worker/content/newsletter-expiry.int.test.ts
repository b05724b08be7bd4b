import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { linkIn, waitForMail } from '../../e2e/mail-inbox'
import { sql } from '../test/database'
import { getJson } from '../test/int'
import { adminGet, testClientIp } from './admin-session'

const backend = fileURLToPath(new URL('../../backend', import.meta.url))
const ip = testClientIp()
const unique = (tag: string) => `expiry-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const subscribe = (email: string) =>
  getJson('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: JSON.stringify({ email, consent: true, locale: 'de', country_code: 'de' }) })
const statusOf = async (email: string) =>
  (await adminGet<{ newsletter_subscribers: { status: string }[] }>(`/admin/newsletter-subscribers?email=${encodeURIComponent(email)}`)).body.newsletter_subscribers[0]?.status ?? 'deleted'
const backdate = (email: string, days: number) => sql(`update newsletter_subscriber set consented_at = now() - make_interval(days => $2) where email = $1`, [email, days])

/** The scheduled job's function, run by Medusa against the stack's database (`medusa exec`, src/scripts/run-job.ts). */
async function runJob(name: string) {
  const { stdout } = await promisify(execFile)(process.execPath, [`${backend}/node_modules/@medusajs/cli/cli.js`, 'exec', './src/scripts/run-job.ts', name], {
    cwd: backend,
    env: { ...process.env, NODE_ENV: 'development', MEDUSA_DISABLE_TELEMETRY: 'true' },
  })
  return stdout
}

describe('the newsletter-pending-expiry job (real database)', () => {
  it('deletes sign-ups pending for more than 30 days and keeps younger and confirmed ones', { timeout: 180_000 }, async () => {
    const [old, young, confirmed] = [unique('old'), unique('young'), unique('confirmed')]
    for (const email of [old, young, confirmed]) expect((await subscribe(email)).status).toBe(200)
    await fetch(linkIn(await waitForMail(confirmed), '/newsletter/confirm'))
    expect(await statusOf(confirmed)).toBe('subscribed')
    await backdate(old, 31)
    await backdate(young, 29)
    await backdate(confirmed, 400)

    expect(await runJob('newsletter-pending-expiry')).toContain('job newsletter-pending-expiry: done')

    expect(await statusOf(old)).toBe('deleted')
    expect(await sql('select id from newsletter_subscriber where email = $1', [old])).toEqual([])
    expect(await statusOf(young)).toBe('pending')
    expect(await statusOf(confirmed)).toBe('subscribed')
  })
})
