import { Hono } from 'hono'
import type { PasswordResetCheck } from '../../routes/api-types'
import type { AppEnv } from '../env'
import { badRequest } from '../http/errors'
import { parseEmail } from '../http/params'
import { medusa } from '../medusa/client'

/** POST /api/auth/check-password-reset { email } → Medusa's POST /store/password-reset-check. */
export const passwordResetCheck = new Hono<AppEnv>()

passwordResetCheck.post('/', async (c) => {
  const body = await c.req.json().catch(() => {
    throw badRequest('The body must be JSON: { "email": "…" }')
  })
  const email = parseEmail((body as { email?: unknown } | null)?.email)
  const locale = (body as { locale?: unknown }).locale
  const answer = await medusa(c.env).client.fetch<PasswordResetCheck>('/store/password-reset-check', {
    method: 'POST',
    body: locale === 'de' || locale === 'en' ? { email, locale } : { email },
  })
  const result: PasswordResetCheck = { needsPasswordReset: answer.needsPasswordReset === true, message: String(answer.message ?? ''), known: answer.known === true }
  return c.json(result)
})
