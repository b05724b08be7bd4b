import { rmSync } from 'node:fs'
import { startBackendProxy } from './backend-proxy.mjs'
import { dataDir } from './paths.mjs'
import { startWorker } from './worker.mjs'

const slot = Number(process.env.STACK_SLOT ?? 0)

/**
 * Ports of workers that tests and the bench start for themselves, next to the stack's own (dev 8787,
 * test 8788, the Redis cluster's 8789, then the hung back end's journeys (8790) and integration tests (8791), then the
 * catalogue stack's 8792, then the pass-through's property test (8793), the test of what visitors may tell Medusa
 * (8794), the card-payment journeys (8795) and the payment-link journey (8796); all moved by 10 per STACK_SLOT). One port per test file: files run
 * side by side.
 */
export const FIXTURE_PORTS = {
  backendDown: 8790 + slot * 10,
  integration: 8791 + slot * 10,
  property: 8793 + slot * 10,
  visitorHeaders: 8794 + slot * 10,
  stripe: 8795 + slot * 10,
  paymentLink: 8796 + slot * 10,
}

/**
 * A worker of its own in front of a switchable proxy to the real Medusa (backend-proxy.mjs): tests can
 * make the back end hang or refuse connections for this worker alone, while every other test keeps the
 * stack's worker and Medusa. Its KV and cache start empty. Runs on the client build of the stack it stands beside
 * (`build`: the test stack's unless told, scripts/lib/client-build.mjs).
 */
export async function startWorkerBehindProxy({ port, medusaUrl, publishableKey, opsSecret, edgeSecret, vars = {}, build = 'test' }) {
  const proxy = await startBackendProxy(medusaUrl)
  const persistTo = `${dataDir}/wrangler-fixture-${port}`
  rmSync(persistTo, { recursive: true, force: true })
  try {
    const worker = await startWorker({
      port,
      persistTo,
      build,
      // EDGE_SECRET: the stack's Medusa believes this worker's visitor addresses as the stack's own worker's
      vars: { MEDUSA_BACKEND_URL: proxy.url, MEDUSA_PUBLISHABLE_KEY: publishableKey, OPS_SECRET: opsSecret, EDGE_SECRET: edgeSecret, ...vars },
    })
    return {
      url: worker.url,
      proxy,
      async stop() {
        await worker.stop()
        await proxy.close()
        rmSync(persistTo, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await proxy.close()
    throw error
  }
}

/** The test stack's Medusa and secrets as `npm test` hands them to the tests, for `startWorkerBehindProxy`. */
export function stackFromTestEnv() {
  return {
    medusaUrl: (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, ''),
    publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY ?? '',
    opsSecret: process.env.OPS_SECRET ?? '',
    edgeSecret: process.env.EDGE_SECRET ?? '',
  }
}
