import { request } from '../../../engine/calls'
import type { ApiKey } from './api-key'

type Candidate = Pick<ApiKey, 'id' | 'type' | 'created_at' | 'revoked_at'>

/**
 * The publishable key the shop's storefront sends with every call. The worker holds it as a secret the back office
 * cannot read; what is known is how it is chosen: the stack hands the worker Medusa's default publishable key, the
 * oldest one not revoked (the seed's `storefront-key.ts`), and docs/deployment.md tells a deployment to use the same.
 */
function shopKeyOf<K extends Candidate>(keys: readonly K[]): K | undefined {
  return keys
    .filter((key) => key.type === 'publishable' && !key.revoked_at)
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())[0]
}

/** The shop's key among Medusa's publishable keys (GET /admin/api-keys?type=publishable, oldest first). */
export async function loadShopKey(signal?: AbortSignal): Promise<Candidate | undefined> {
  const { api_keys } = await request<{ api_keys: Candidate[] }>('/admin/api-keys', {
    query: { type: 'publishable', order: 'created_at', limit: 100, fields: 'id,type,created_at,revoked_at' },
    signal,
  })
  return shopKeyOf(api_keys)
}
