import { Hono } from 'hono'
import { isNewsletterToken, validateNewsletter } from '../../routes/content/contact-rules'
import type { ConfirmStatus } from '../../routes/content/newsletter-confirm-load'
import type { AppEnv } from '../env'
import { medusa } from '../medusa/client'
import { clientAddressHeaders } from '../medusa/client-address'
import { backendStatus } from './backend-status'
import { invalidBody, translate } from './field-messages'
import { answerLocale, countryOf, formBody, formSizeLimit } from './form-body'
import { returnTo, withQuery } from './return-to'

/**
 * The newsletter with double opt-in, in front of Medusa's /store/newsletter/…:
 * - POST /subscribe: the back end stores a pending sign-up and mails the confirmation link;
 * - GET /confirm?token=…: the link came back (the storefront's confirmation page calls it) → `{ status }`;
 * - POST /unsubscribe: the unsubscribe page's button, and mail clients' one-click unsubscribe (RFC 8058, token in
 *   the query); GET /unsubscribe?token=…&country=… leads to that page.
 */
export const newsletter = new Hono<AppEnv>()

newsletter.use('*', formSizeLimit)

newsletter.post('/subscribe', async (c) => {
  const { fields, isForm } = await formBody(c)
  const locale = answerLocale(fields)
  const country = countryOf(fields)
  const back = returnTo(fields.return_to, `/${country ?? 'de'}`)
  const result = validateNewsletter(fields)
  if (!result.ok) {
    if (isForm) return c.redirect(withQuery(back, { newsletter: 'invalid' }), 303)
    return c.json(invalidBody(locale, 'newsletter', result.errors), 400)
  }
  try {
    await medusa(c.env).client.fetch('/store/newsletter/subscribe', {
      method: 'POST',
      headers: clientAddressHeaders(c),
      body: { ...result.value, locale, ...(country ? { country_code: country } : {}) },
    })
  } catch (error) {
    const tooMany = backendStatus(error) === 429
    // no confirmation mail went out (or the back end is away): the visitor is told to try again, not to wait
    if (!tooMany) console.error('newsletter sign-up failed', backendStatus(error) ?? 'network', (error as Error).message)
    if (isForm) return c.redirect(withQuery(back, { newsletter: tooMany ? 'tooMany' : 'failed' }), 303)
    return c.json({ message: translate(locale, tooMany ? 'newsletter.tooMany' : 'newsletter.failed') }, tooMany ? 429 : 503)
  }
  if (isForm) return c.redirect(withQuery(back, { newsletter: 'subscribed' }), 303)
  return c.json({ message: translate(locale, 'newsletter.subscribed') })
})

newsletter.get('/confirm', async (c) => {
  const token = c.req.query('token')?.trim() ?? ''
  if (!isNewsletterToken(token)) return c.json({ status: 'invalid' satisfies ConfirmStatus })
  try {
    const { already } = await medusa(c.env).client.fetch<{ already: boolean }>('/store/newsletter/confirm', { method: 'POST', body: { token } })
    return c.json({ status: (already ? 'already' : 'confirmed') satisfies ConfirmStatus })
  } catch (error) {
    if (backendStatus(error) !== 404) throw error
    return c.json({ status: 'invalid' satisfies ConfirmStatus })
  }
})

newsletter.get('/unsubscribe', (c) => {
  const token = c.req.query('token') ?? ''
  const country = countryOf({ country_code: c.req.query('country') }) ?? 'de'
  return c.redirect(`/${country}/newsletter/unsubscribe?${new URLSearchParams({ token })}`, 303)
})

newsletter.post('/unsubscribe', async (c) => {
  const { fields, isForm } = await formBody(c)
  // a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` to the header's URL
  const oneClick = fields['List-Unsubscribe'] === 'One-Click'
  const locale = answerLocale(oneClick ? { country_code: c.req.query('country') } : fields)
  const raw = oneClick ? c.req.query('token') : fields.token
  const token = typeof raw === 'string' ? raw.trim() : ''
  const back = returnTo(fields.return_to, `/${locale === 'de' ? 'de' : 'us'}/newsletter/unsubscribe`)
  const answer = (result: 'done' | 'invalid', status: 200 | 400 | 404) =>
    isForm && !oneClick ? c.redirect(withQuery(back, { result }), 303) : c.json({ message: translate(locale, `newsletter.unsubscribe.${result}`) }, status)
  if (!isNewsletterToken(token)) return answer('invalid', 400)
  try {
    await medusa(c.env).client.fetch('/store/newsletter/unsubscribe', { method: 'POST', body: { token } })
  } catch (error) {
    if (backendStatus(error) !== 404) throw error
    return answer('invalid', 404)
  }
  return answer('done', 200)
})
