import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { buildWorkerBundle, PAID_PLAN_GZIP_LIMIT, UNCOMPRESSED_LIMIT } from './lib/worker-bundle.mjs'

type Bundle = { bytes: number; gzipBytes: number; files: { name: string }[]; reported: { bytes: number; gzipBytes: number } | null }

// An integration test because it bundles the client build the test stack makes in dist/test (the renderer imports its
// manifest); `npm run deploy` bundles production's, dist/client, the same way.
describe('the production worker bundle (wrangler deploy --dry-run --env production)', () => {
  it("builds and fits Workers' size limits for the paid plan", async () => {
    const bundle = (await buildWorkerBundle({ build: 'test' })) as Bundle
    expect(bundle.files.map((file) => file.name)).toContain('index.js')
    // our own weighing agrees with wrangler's "Total Upload" line (within its rounding and gzip level)
    expect(bundle.reported).not.toBeNull()
    expect(Math.abs(bundle.reported!.bytes - bundle.bytes)).toBeLessThan(64 * 1024)
    expect(bundle.gzipBytes).toBeLessThanOrEqual(PAID_PLAN_GZIP_LIMIT)
    expect(bundle.reported!.gzipBytes).toBeLessThanOrEqual(PAID_PLAN_GZIP_LIMIT)
    expect(bundle.bytes).toBeLessThanOrEqual(UNCOMPRESSED_LIMIT)
  })
})
