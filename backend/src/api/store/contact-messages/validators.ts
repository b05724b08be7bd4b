import { z } from '@medusajs/framework/zod'

import { isEmail } from '../../../rules/email'
import { isPhone, PHONE_MAX_LENGTH } from '../../../rules/phone'

// The same limits as the storefront's contact form (an integration test sends both the same cases).

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

export const ContactMessageSchema = z.object({
  name: z.string().trim().min(2, 'at least 2 characters').max(100, 'at most 100 characters'),
  email: z.string().trim().toLowerCase().refine(isEmail, 'not a valid e-mail address'),
  phone: optionalText(PHONE_MAX_LENGTH).refine((value) => value === undefined || isPhone(value), 'not a valid phone number'),
  subject: optionalText(150),
  message: z.string().trim().min(10, 'at least 10 characters').max(5000, 'at most 5000 characters'),
  consent: z.literal(true, 'the privacy policy must be accepted'),
  locale: z.enum(['de', 'en']).optional(),
  country_code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'a two-letter country code')
    .optional(),
  /** The piece a question from a product page is about ("Ask about this piece"): Medusa's product id. */
  product_id: z
    .string()
    .trim()
    .regex(/^prod_[0-9A-Za-z]{1,60}$/, 'a product id')
    .optional(),
  /** Honeypot: people never see it, bots fill it in. */
  website: z.string().optional(),
})
