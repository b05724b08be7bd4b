// Setup of the `cluster` project: waits until `npm test` reports the cluster up (it boots while the rest of the
// suite runs), or fails every test of the project with the reason it did not come up.
import { existsSync, readFileSync } from 'node:fs'

const file = process.env.CLUSTER_STATUS_FILE
if (!file) throw new Error('CLUSTER_STATUS_FILE is not set: run the cluster tests through `npm test`')

const deadline = Date.now() + 10 * 60_000
for (;;) {
  if (existsSync(file)) {
    const state = JSON.parse(readFileSync(file, 'utf8')) as { status: string; error?: string }
    if (state.status === 'ready') break
    throw new Error(`the test cluster did not start: ${state.error}`)
  }
  if (Date.now() > deadline) throw new Error(`the test cluster reported nothing within 10 minutes (${file})`)
  await new Promise((resolve) => setTimeout(resolve, 500))
}
