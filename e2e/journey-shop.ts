import { FIXTURE_PORTS, startWorkerBehindProxy } from '../scripts/lib/fixture-worker.mjs'

const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')

/**
 * A worker of the journey's own (scripts/lib/fixture-worker.mjs: behind a switchable proxy to the stack's Medusa,
 * with `vars` of its own), on the e2e project's fixture port: journey files run one at a time.
 */
export const startJourneyShop = (vars: Record<string, string> = {}) =>
  startWorkerBehindProxy({
    port: FIXTURE_PORTS.e2e,
    medusaUrl: MEDUSA_URL,
    publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY ?? '',
    opsSecret: process.env.OPS_SECRET ?? '',
    vars,
  })
