import type { OptionTerms } from '../../rules/option-terms'
import type { Bindings } from '../env'
import { medusa } from '../medusa/client'

type MedusaEnv = Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY' | 'MEDUSA_READ_TIMEOUT_MS'>

/** The vocabulary changes when staff edit it, rarely: an isolate asks again after this long. */
const TTL_MS = 60_000

// Only the answer is kept, never a pending promise: a promise of one request must not be awaited by another.
let memory: { terms: OptionTerms; backend: string; fetchedAt: number } | null = null

/**
 * The shop's option vocabulary (`GET /store/option-terms`), for English product pages. A failure is the page's
 * failure (it then falls back like any other read of the back end), so no page is stored with German words.
 */
export async function optionTerms(env: MedusaEnv): Promise<OptionTerms> {
  if (memory && memory.backend === env.MEDUSA_BACKEND_URL && Date.now() - memory.fetchedAt < TTL_MS) return memory.terms
  const { terms } = await medusa(env).client.fetch<{ terms: OptionTerms }>('/store/option-terms')
  memory = { terms, backend: env.MEDUSA_BACKEND_URL, fetchedAt: Date.now() }
  return terms
}
