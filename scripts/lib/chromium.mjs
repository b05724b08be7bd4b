import { existsSync } from 'node:fs'
import { run } from './processes.mjs'

// Journeys and the bench run Debian's Chromium. Its headless shell (`chromium-headless-shell`, the same build without
// the full browser's window machinery) was tried: 28 % less CPU on the layout journeys, but a whole run took no less
// time (1,306 s against 1,169 s the stop before) and a back-office page load in it hung for 60 s.
export const JOURNEY_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const BENCH_CHROMIUM = process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium'
const PACKAGES = { journeys: ['chromium', JOURNEY_CHROMIUM, 'CHROMIUM_PATH'], bench: ['chromium', BENCH_CHROMIUM, 'BENCH_CHROMIUM_PATH'] }

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
