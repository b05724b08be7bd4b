import { buildWorkerBundle, mib, PAID_PLAN_GZIP_LIMIT, UNCOMPRESSED_LIMIT } from '../lib/worker-bundle.mjs'

/** One bench line: the production worker bundle's compressed (and raw) size against Cloudflare's limits, bundled with the client build `build`. */
export async function workerBundleLine(build) {
  try {
    const { bytes, gzipBytes } = await buildWorkerBundle({ build })
    return `worker bundle (wrangler deploy --dry-run --env production): gzip ${mib(gzipBytes)} of ${mib(PAID_PLAN_GZIP_LIMIT)} (paid plan), raw ${mib(bytes)} of ${mib(UNCOMPRESSED_LIMIT)}`
  } catch (error) {
    return `worker bundle: could not be built (${error.message.split('\n')[0]})`
  }
}
