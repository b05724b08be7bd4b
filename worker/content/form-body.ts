import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Locale } from '../../rules/languages'
import { localeOf } from '../../rules/languages'
import { badRequest } from '../http/errors'

/** Forms are a few kilobytes; anything far larger is refused before it is parsed. */
export const formSizeLimit = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => c.json({ message: 'The form is too large (at most 32 KB)' }, 413),
})

/** A JSON object, or the fields of a classic form post (the forms also work without JavaScript). */
export async function formBody(c: Context): Promise<{ fields: Record<string, unknown>; isForm: boolean }> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    // a multipart body without its boundary, or cut short, is the sender's mistake, not the back end's
    const form = await c.req.parseBody().catch(() => {
      throw badRequest('The form could not be read (a broken form post)')
    })
    return { fields: Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string')), isForm: true }
  }
  const body = await c.req.json().catch(() => null)
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object')
  return { fields: body as Record<string, unknown>, isForm: false }
}

/** The language of the answer: the body's locale, else the language of its country, else German. */
export function answerLocale(fields: Record<string, unknown>): Locale {
  if (fields.locale === 'de' || fields.locale === 'en') return fields.locale
  return typeof fields.country_code === 'string' && /^[a-z]{2}$/.test(fields.country_code) ? localeOf(fields.country_code) : 'de'
}

export const countryOf = (fields: Record<string, unknown>): string | undefined =>
  typeof fields.country_code === 'string' && /^[a-z]{2}$/.test(fields.country_code) ? fields.country_code : undefined
