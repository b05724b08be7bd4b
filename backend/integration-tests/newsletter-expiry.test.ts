import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { fromClient, sql, store } from './helpers'

const backend = resolve(__dirname, '..')
const unique = (tag: string) => `expiry-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`
const subscribe = (email: string) => store('/newsletter/subscribe', { body: { email, consent: true, locale: 'de', country_code: 'de' }, headers: fromClient() })
const statusOf = async (email: string) => (await sql('select status from newsletter_subscriber where email = $1', [email]))[0]?.status ?? 'deleted'
const backdate = (email: string, days: number) =>
  sql('update newsletter_subscriber set consented_at = now() - make_interval(days => $2) where email = $1', [email, days])

/** A scheduled job's function, run by Medusa against the stack's database (`medusa exec ./src/scripts/run-job.ts`). */
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
    const [{ confirmation_token }] = await sql('select confirmation_token from newsletter_subscriber where email = $1', [confirmed])
    expect((await store('/newsletter/confirm', { body: { token: confirmation_token } })).status).toBe(200)
    await backdate(old, 31)
    await backdate(young, 29)
    await backdate(confirmed, 400)

    expect(await runJob('newsletter-pending-expiry')).toContain('job newsletter-pending-expiry: done')

    expect(await statusOf(old)).toBe('deleted')
    expect(await statusOf(young)).toBe('pending')
    expect(await statusOf(confirmed)).toBe('subscribed')
  })

  it('refuses a job name it does not know', { timeout: 120_000 }, async () => {
    await expect(runJob('no-such-job')).rejects.toThrow(/unknown job "no-such-job"; known: newsletter-pending-expiry, contact-message-retention/)
  })
})
