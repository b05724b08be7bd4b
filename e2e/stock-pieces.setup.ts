import { mkdirSync, rmSync, statSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { ensureStockPieces } from './stock-fixture'

// `npm test` runs the journeys beside the integration tests in two vitest runs (scripts/test.mjs): both start here, and
// one makes the pieces while the other waits for it. A lock left by a killed run is taken over after a minute.
const DATA = fileURLToPath(new URL('../.data', import.meta.url))
const LOCK = `${DATA}/stock-pieces.lock`
const STALE_MS = 60_000

async function locked<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(DATA, { recursive: true })
  for (;;) {
    try {
      mkdirSync(LOCK)
      break
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > STALE_MS) rmSync(LOCK, { recursive: true, force: true })
      else await sleep(200)
    }
  }
  try {
    return await work()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

/** vitest globalSetup of the integration and e2e projects: the stock tests' own pieces exist before any test looks at the catalogue. */
export default async function setup() {
  await locked(ensureStockPieces)
}
