import { createMiddleware } from 'hono/factory'
import { dictionaries } from '../../i18n/dictionaries'
import type { AppEnv, Bindings } from '../env'
import { productionConfigProblems } from './production-config'

/** Computed once per isolate (bindings do not change while it lives), and logged once. */
const checked = new WeakMap<object, string[]>()

function problemsOf(env: Bindings): string[] {
  let problems = checked.get(env)
  if (!problems) {
    problems = productionConfigProblems(env)
    checked.set(env, problems)
    if (problems.length)
      console.error(
        `worker misconfigured, refusing every request:\n  - ${problems.join('\n  - ')}\nSet them with wrangler secret put / wrangler.toml [env.production]; see docs/deployment.md`,
      )
  }
  return problems
}

const JSON_PATHS = /^\/(api|medusa|ops|images|admin\/api)(\/|$)/

const { de, en } = dictionaries
/** The visitor learns only that the shop cannot serve right now, in both languages (the shop's own error texts). */
const PAGE = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${de.brand.name} · ${de.error.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#292524}</style></head>
<body><h1>${de.brand.name}</h1><p>${de.error.server}</p><p lang="en">${en.error.server}</p></body></html>`

/**
 * A deployed worker with unsafe or missing configuration serves nothing: every request answers 503 (JSON
 * `{ message }` naming what to set on API paths, a short page in German and English elsewhere), so a shop
 * never runs on the public example secrets. The local stack (no ENVIRONMENT) is never affected.
 */
export const productionGuard = createMiddleware<AppEnv>(async (c, next) => {
  const problems = problemsOf(c.env)
  if (!problems.length) return next()
  const headers = { 'cache-control': 'no-store', 'retry-after': '300' }
  if (JSON_PATHS.test(c.req.path)) {
    return c.json({ message: `The shop is misconfigured: ${problems.join('; ')}. See docs/deployment.md.` }, 503, headers)
  }
  return c.html(PAGE, 503, headers)
})
