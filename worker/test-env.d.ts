// Types of the workerd test pool (*.worker.test.ts): `env` and `exports` of cloudflare:workers,
// and the helpers of cloudflare:test.
/// <reference types="@cloudflare/vitest-pool-workers/types" />
import type { Bindings } from './env'

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
    interface GlobalProps {
      mainModule: typeof import('./index')
    }
  }
}
