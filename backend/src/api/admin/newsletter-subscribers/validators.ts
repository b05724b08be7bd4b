import { z } from "@medusajs/framework/zod"

export const SubscriberListSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  email: z.string().trim().toLowerCase().optional(),
  status: z.enum(["pending", "subscribed", "unsubscribed"]).optional(),
})
