import { Hono } from 'hono'
import type { PasswordResetCheck } from '../../routes/api-types'
import type { AppEnv } from '../env'
import { badRequest, HttpError } from '../http/errors'
import { parseEmail } from '../http/params'
import { clientAddressHeaders } from '../medusa/client-address'
import { backendFetch } from '../medusa/deadline'

/**
 * POST /api/auth/check-password-reset { email } → Medusa's POST /store/password-reset-check. The back end
 * limits how often one client or one address may ask (it tells whether an address belongs to a taken-over
 * account); its 429 comes back as it is, with Retry-After and the message for the visitor.
 */
export const passwordResetCheck = new Hono<AppEnv>()

passwordResetCheck.post('/', async (c) => {
  const body = await c.req.json().catch(() => {
    throw badRequest('The body must be JSON: { "email": "…" }')
  })
  const email = parseEmail((body as { email?: unknown } | null)?.email)
  const locale = (body as { locale?: unknown }).locale
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json', ...clientAddressHeaders(c) })
  if (c.env.MEDUSA_PUBLISHABLE_KEY) headers.set('x-publishable-api-key', c.env.MEDUSA_PUBLISHABLE_KEY)
  if (locale === 'de' || locale === 'en') headers.set('x-shop-locale', locale)
  const response = await backendFetch(c.env, `${c.env.MEDUSA_BACKEND_URL.replace(/\/+$/, '')}/store/password-reset-check`, {
    method: 'POST',
    headers,
    body: JSON.stringify(locale === 'de' || locale === 'en' ? { email, locale } : { email }),
  })
  const answer = (await response.json().catch(() => ({}))) as Partial<PasswordResetCheck> & { message?: string }
  if (response.status === 429) {
    return c.json({ message: String(answer.message ?? 'Too many attempts; please try again later.') }, 429, {
      'retry-after': response.headers.get('retry-after') ?? '900',
    })
  }
  if (response.status >= 400 && response.status < 500) throw new HttpError(response.status as 400, answer.message ?? response.statusText)
  if (!response.ok) throw new HttpError(502, `The shop back end answered ${response.status}: ${answer.message ?? response.statusText}`)
  const result: PasswordResetCheck = {
    needsPasswordReset: answer.needsPasswordReset === true,
    message: String(answer.message ?? ''),
    known: answer.known === true,
  }
  return c.json(result)
})
