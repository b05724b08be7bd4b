import { FIXTURE_PORTS, stackFromTestEnv, startWorkerBehindProxy } from '../scripts/lib/fixture-worker.mjs'

/**
 * A worker of the journey's own (scripts/lib/fixture-worker.mjs: behind a switchable proxy to the stack's Medusa,
 * with `vars` of its own), on the e2e project's fixture port: journey files run one at a time.
 */
export const startJourneyShop = (vars: Record<string, string> = {}) => startWorkerBehindProxy({ port: FIXTURE_PORTS.e2e, ...stackFromTestEnv(), vars })
