import { ensureStockPieces } from './stock-fixture'

/** vitest globalSetup of the integration and e2e projects: the stock tests' own pieces exist before any test looks at the catalogue. */
export default async function setup() {
  await ensureStockPieces()
}
