import type { HttpTypes } from '@medusajs/types'

/** An API key as Medusa's admin answers it, with the sales channels of a publishable key. */
export type ApiKey = HttpTypes.AdminApiKeyResponse['api_key'] & { sales_channels?: { id: string; name: string; metadata?: Record<string, unknown> | null }[] }

export const isPublishable = (key: Pick<ApiKey, 'type'>) => key.type === 'publishable'

/** Revoked now (Medusa can also revoke at a later time: until then the key still works). */
export const isRevoked = (key: Pick<ApiKey, 'revoked_at'>, now = Date.now()) => !!key.revoked_at && new Date(key.revoked_at).getTime() <= now
