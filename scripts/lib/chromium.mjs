import { existsSync } from 'node:fs'
import { run } from './processes.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The browser journeys need Debian's Chromium; install it when missing and we may (root). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`)
  console.log('• installing Chromium')
  await run('apt-get', ['update', '-qq'], { quiet: true })
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { quiet: true })
}
