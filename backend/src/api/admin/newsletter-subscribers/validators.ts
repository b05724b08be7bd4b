import { adminListSchema } from '../../../lib/admin-list-query'

export const SubscriberListSchema = adminListSchema(
  ['pending', 'subscribed', 'unsubscribed'],
  ['created_at', 'email', 'status', 'confirmed_at', 'unsubscribed_at'],
)
