import Medusa from '@medusajs/js-sdk'
import type { Bindings } from '../env'

/** The Medusa client of the worker. A new one per call is cheap: it holds only configuration. */
export function medusa(env: Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY'>): Medusa {
  return new Medusa({
    baseUrl: env.MEDUSA_BACKEND_URL,
    publishableKey: env.MEDUSA_PUBLISHABLE_KEY || undefined,
    // The worker never logs anyone in through the sdk; JWT mode keeps fetch credentials at 'omit'.
    auth: { type: 'jwt', jwtTokenStorageMethod: 'nostore' },
  })
}
