// `npm run journey-durations`: e2e/durations.json from the journeys' reports of the last `npm test` (.data), the
// weights by which scripts/lib/journey-shards.mjs cuts the journeys into shards by time. Run it after a whole
// `npm test` when journeys were added or got much slower, and commit the file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { durationsOf } from './lib/journey-shards.mjs'
import { dataDir, root } from './lib/paths.mjs'

const reports = readdirSync(dataDir)
  .filter((name) => /^test-results-e2e(-shard\d+of\d+)?\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(`${dataDir}/${name}`, 'utf8')))
const durations = durationsOf(reports, root)
if (!Object.keys(durations).length) {
  console.error('✗ no journeys in .data/test-results-e2e*.json: run `npm test` first')
  process.exit(1)
}
writeFileSync(`${root}/e2e/durations.json`, `${JSON.stringify(durations, null, 2)}\n`)
console.log(`e2e/durations.json: ${Object.keys(durations).length} journeys`)
