import { z } from '@medusajs/framework/zod'
import { isEmail } from '../../../rules/email'

export const SubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().refine(isEmail, 'not a valid e-mail address'),
  consent: z.literal(true, 'the consent to receive the newsletter is required'),
  locale: z.enum(['de', 'en']).default('de'),
  country_code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'a two-letter country code')
    .optional(),
  /** Honeypot: people never see it, bots fill it in. */
  website: z.string().optional(),
})

/** The unsubscribe and the confirmation token have the same shape. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/

export const UnsubscribeSchema = z.object({
  token: z.string().trim().regex(TOKEN, 'not a valid unsubscribe token'),
})

export const ConfirmSchema = z.object({
  token: z.string().trim().regex(TOKEN, 'not a valid confirmation token'),
})
