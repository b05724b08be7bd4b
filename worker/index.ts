import { app } from './app'
import { productionConfigProblems } from './config/production-config'
import type { Bindings } from './env'
import { syncSlugTranslations } from './slugs/sync'

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    // a misconfigured deployment does nothing (its fetch answers 503 and logs why)
    if (productionConfigProblems(env).length) return
    ctx.waitUntil(syncSlugTranslations(env))
  },
} satisfies ExportedHandler<Bindings>
