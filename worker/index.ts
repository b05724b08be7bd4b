import { app } from './app'
import type { Bindings } from './env'
import { syncSlugTranslations } from './slugs/sync'

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(syncSlugTranslations(env))
  },
} satisfies ExportedHandler<Bindings>
