import { existsSync, statfsSync } from 'node:fs'
import { run } from './processes.mjs'

// Journeys run in Debian's headless shell of Chromium (`chromium-headless-shell`): the same Chromium build and Blink as
// the `chromium` package, without the full browser's window machinery, as Playwright itself runs headless tests. The
// same two journey files (40 tests, alternated, slot-5 stack) took the host 53–61 CPU-seconds with it and 63–75 with
// the full browser, with the same results. (Tried once before, it was blamed for page loads that hung: the cause was
// wrangler dev's proxy, since replaced, scripts/lib/serve-worker.mjs.) Lighthouse and the bench keep the full
// `chromium`: they measure what a shopper's Chrome does.
export const JOURNEY_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const BENCH_CHROMIUM = process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium'
const PACKAGES = { journeys: ['chromium-headless-shell', JOURNEY_CHROMIUM, 'CHROMIUM_PATH'], bench: ['chromium', BENCH_CHROMIUM, 'BENCH_CHROMIUM_PATH'] }

/** From this size of /dev/shm on, Chromium keeps its shared memory there (`sharedMemoryOptions`). */
export const ROOMY_SHARED_MEMORY = 1024 ** 3

/**
 * The launch options for a /dev/shm of `bytes`. Playwright starts Chromium with `--disable-dev-shm-usage`, for
 * containers whose /dev/shm holds 64 MB: Chromium then keeps the memory its processes share (page and raster buffers)
 * in files under /tmp. Where /tmp is on a disk and /dev/shm has room, that only costs: the same two journey files took
 * the host 7 % less CPU with /dev/shm (three alternating pairs; over a whole `npm test` it is lost in the variation
 * between runs).
 */
export const sharedMemoryOptions = (bytes) => (bytes >= ROOMY_SHARED_MEMORY ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {})

/** The size of this machine's /dev/shm in bytes (0 where there is none). */
export function devShmBytes() {
  try {
    const { blocks, bsize } = statfsSync('/dev/shm')
    return blocks * bsize
  } catch {
    return 0
  }
}

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
