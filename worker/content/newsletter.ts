import { Hono } from 'hono'
import { isUnsubscribeToken, validateNewsletter } from '../../routes/content/contact-rules'
import type { AppEnv } from '../env'
import { medusa } from '../medusa/client'
import { backendStatus } from './backend-status'
import { invalidBody, translate } from './field-messages'
import { answerLocale, clientIpHeader, countryOf, formBody, formSizeLimit } from './form-body'
import { returnTo, withQuery } from './return-to'

/** POST /api/newsletter/subscribe and /unsubscribe → Medusa's /store/newsletter/… */
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
      headers: clientIpHeader(c),
      body: { ...result.value, locale, ...(country ? { country_code: country } : {}) },
    })
  } catch (error) {
    if (backendStatus(error) !== 429) throw error
    if (isForm) return c.redirect(withQuery(back, { newsletter: 'tooMany' }), 303)
    return c.json({ message: translate(locale, 'newsletter.tooMany') }, 429)
  }
  if (isForm) return c.redirect(withQuery(back, { newsletter: 'subscribed' }), 303)
  return c.json({ message: translate(locale, 'newsletter.subscribed') })
})

newsletter.post('/unsubscribe', async (c) => {
  const { fields, isForm } = await formBody(c)
  const locale = answerLocale(fields)
  const token = typeof fields.token === 'string' ? fields.token.trim() : ''
  const back = returnTo(fields.return_to, `/${locale === 'de' ? 'de' : 'us'}/newsletter/unsubscribe`)
  const answer = (result: 'done' | 'invalid', status: 200 | 400 | 404) =>
    isForm ? c.redirect(withQuery(back, { result }), 303) : c.json({ message: translate(locale, `newsletter.unsubscribe.${result}`) }, status)
  if (!isUnsubscribeToken(token)) return answer('invalid', 400)
  try {
    await medusa(c.env).client.fetch('/store/newsletter/unsubscribe', { method: 'POST', body: { token } })
  } catch (error) {
    if (backendStatus(error) !== 404) throw error
    return answer('invalid', 404)
  }
  return answer('done', 200)
})
