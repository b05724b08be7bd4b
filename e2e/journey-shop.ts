import { FIXTURE_PORTS, stackFromTestEnv, startWorkerBehindProxy } from '../scripts/lib/fixture-worker.mjs'

/**
 * A worker of the journey's own (scripts/lib/fixture-worker.mjs: behind a switchable proxy to the stack's Medusa,
 * with `vars` of its own), on the journey file's own fixture port: journey files run side by side.
 */
export const startJourneyShop = (port: keyof typeof FIXTURE_PORTS, vars: Record<string, string> = {}) =>
  startWorkerBehindProxy({ port: FIXTURE_PORTS[port], ...stackFromTestEnv(), vars })
