import { Hono } from 'hono'
import { validateContact } from '../../routes/content/contact-rules'
import type { AppEnv } from '../env'
import { medusa } from '../medusa/client'
import { clientAddressHeaders } from '../medusa/client-address'
import { backendStatus } from './backend-status'
import { invalidBody, translate } from './field-messages'
import { answerLocale, countryOf, formBody, formSizeLimit } from './form-body'
import { returnTo, withQuery } from './return-to'

/** POST /api/contact: validates the contact form, then stores it through Medusa's POST /store/contact-messages. */
export const contact = new Hono<AppEnv>()

contact.use('*', formSizeLimit)

contact.post('/', async (c) => {
  const { fields, isForm } = await formBody(c)
  const locale = answerLocale(fields)
  const country = countryOf(fields)
  const back = returnTo(fields.return_to, `/${country ?? 'de'}/contact`)
  const result = validateContact(fields)
  if (!result.ok) {
    if (isForm)
      return c.redirect(
        withQuery(back, {
          failed: Object.entries(result.errors)
            .map(([f, code]) => `${f}:${code}`)
            .join(','),
        }),
        303,
      )
    return c.json(invalidBody(locale, 'contact', result.errors), 400)
  }
  const { consent, ...message } = result.value
  try {
    await medusa(c.env).client.fetch('/store/contact-messages', {
      method: 'POST',
      headers: clientAddressHeaders(c),
      body: { ...message, consent, locale, ...(country ? { country_code: country } : {}) },
    })
  } catch (error) {
    // 400: the piece the question names is no product (any other field the worker checked itself)
    if (backendStatus(error) === 400) return c.json({ message: translate(locale, 'contact.failed') }, 400)
    if (backendStatus(error) !== 429) throw error
    if (isForm) return c.redirect(withQuery(back, { failed: 'form:tooMany' }), 303)
    return c.json({ message: translate(locale, 'contact.tooMany') }, 429)
  }
  if (isForm) return c.redirect(withQuery(back, { sent: '1' }), 303)
  return c.json({ message: translate(locale, 'messages.messageReceived') }, 201)
})
