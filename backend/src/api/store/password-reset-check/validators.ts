import { z } from '@medusajs/framework/zod'
import { isEmail } from '../../../rules/email'

export const PasswordResetCheckSchema = z.object({
  email: z.string().trim().toLowerCase().refine(isEmail, 'not a valid e-mail address'),
  // Any locale is accepted; only German gets a German message.
  locale: z.string().trim().toLowerCase().optional(),
})

export type PasswordResetCheckBody = z.infer<typeof PasswordResetCheckSchema>
