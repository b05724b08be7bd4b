import { existsSync } from 'node:fs'
import { run } from './processes.mjs'

// Journeys run in Debian's headless shell of Chromium: the same Chromium build and Blink as the `chromium` package,
// without the full browser's window machinery (what Playwright itself runs for headless tests). Measured on the
// layout and gallery journeys (49 tests, 2 cores): 31 s of CPU against 42 s in the full browser, the same results.
// Lighthouse and the bench's browser runs keep the full `chromium`: they measure what a shopper's Chrome does.
export const JOURNEY_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const BENCH_CHROMIUM = process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium'
const PACKAGES = { journeys: ['chromium-headless-shell', JOURNEY_CHROMIUM, 'CHROMIUM_PATH'], bench: ['chromium', BENCH_CHROMIUM, 'BENCH_CHROMIUM_PATH'] }

/** The Chromium of the journeys or of the bench: Debian's package, installed when missing and we may (root). */
export async function ensureChromium(kind = 'journeys') {
  const [name, path, variable] = PACKAGES[kind]
  if (existsSync(path)) return
  if (process.env[variable]) throw new Error(`${variable} names ${path}, which does not exist`)
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${path}: install it (apt-get install -y ${name}) or set ${variable}`)
  console.log(`• installing Chromium (${name})`)
  await run('apt-get', ['update', '-qq'], { quiet: true })
  await run('apt-get', ['install', '-y', '-qq', name], { quiet: true })
}
