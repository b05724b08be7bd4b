import { z } from "@medusajs/framework/zod"

export const PasswordResetCheckSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  // Any locale is accepted; only German gets a German message.
  locale: z.string().trim().toLowerCase().optional(),
})

export type PasswordResetCheckBody = z.infer<typeof PasswordResetCheckSchema>
