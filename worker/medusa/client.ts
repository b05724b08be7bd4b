import Medusa from '@medusajs/js-sdk'
import type { Bindings } from '../env'
import { withDeadline } from './deadline'

type MedusaEnv = Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY'> & Partial<Pick<Bindings, 'MEDUSA_READ_TIMEOUT_MS' | 'MEDUSA_WRITE_TIMEOUT_MS'>>

/**
 * The Medusa client of the worker. A new one per call is cheap: it holds only configuration.
 * Every call has a deadline (reads and writes have their own, worker/medusa/deadline.ts): the sdk's store
 * methods take no signal, so its one request function is wrapped; a hung or refused back end then
 * throws BackendUnavailable instead of keeping the visitor waiting.
 */
export function medusa(env: MedusaEnv): Medusa {
  const sdk = new Medusa({
    baseUrl: env.MEDUSA_BACKEND_URL,
    publishableKey: env.MEDUSA_PUBLISHABLE_KEY || undefined,
    // The worker never logs anyone in through the sdk; JWT mode keeps fetch credentials at 'omit'.
    auth: { type: 'jwt', jwtTokenStorageMethod: 'nostore' },
  })
  const send = sdk.client.fetch_
  sdk.client.fetch_ = (input, init) => withDeadline(env, init?.method, init?.signal, (signal) => send(input, { ...init, signal }))
  return sdk
}
