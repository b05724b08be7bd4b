/**
 * Restarts the test stack's PostgreSQL server under the running shop, through the orchestrator's switch
 * (`scripts/lib/postgres-switch.mjs`, passed as POSTGRES_SWITCH_URL): `stopPostgres` shuts it down fast (every
 * connection ends, nothing listens), `startPostgres` brings it back on the same data. Every stack on that server
 * feels it: only for the cluster project, whose `npm test` runs this file last and alone (scripts/test.mjs).
 */
async function flip(action: 'stop' | 'start') {
  const url = process.env.POSTGRES_SWITCH_URL
  if (!url) throw new Error('POSTGRES_SWITCH_URL is not set: run the tests with `npm test`, which starts PostgreSQL with its switch')
  const response = await fetch(`${url}/${action}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`PostgreSQL switch: ${action} answered ${response.status}: ${await response.text()}`)
}

export const stopPostgres = () => flip('stop')
export const startPostgres = () => flip('start')
