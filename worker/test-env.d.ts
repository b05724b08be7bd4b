// Types of the workerd test pool: `env` from cloudflare:workers carries the worker's bindings.
import type { Bindings } from './env'

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}
