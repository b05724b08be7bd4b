import { z } from "@medusajs/framework/zod"

export const PasswordResetCheckSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  locale: z.enum(["de", "en"]).optional(),
})

export type PasswordResetCheckBody = z.infer<typeof PasswordResetCheckSchema>
