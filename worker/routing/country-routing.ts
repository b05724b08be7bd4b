import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { executionContext } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'
import { knownCountries } from '../regions/regions'
import { translateHandle } from '../slugs/lookup'
import { COUNTRY_COOKIE, cookiesToSet, LOCALE_COOKIE } from './cookies'
import { decideRoute } from './decide'
import { ORDER_CONFIRMATION_HTML } from './order-confirmation'

/**
 * Country routing of page requests: redirects to a country, settles `country` and `locale` for the
 * renderer, and remembers the country in cookies (only when they change, so cached HTML carries none).
 */
export const countryRouting = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  const decision = await decideRoute(
    {
      path: url.pathname,
      search: url.search,
      hints: { remembered: getCookie(c, COUNTRY_COOKIE), testCountry: url.searchParams.get('testcountry'), geo: c.req.header('cf-ipcountry') },
    },
    {
      known: await knownCountries(c.env, executionContext(c)),
      translate: (kind, handle, from, to) => translateHandle(c.env.SLUGS, kind, handle, from, to),
    },
  )

  switch (decision.kind) {
    case 'pass':
      return next()
    case 'redirect':
      return c.redirect(decision.location, decision.status)
    case 'order-confirmation':
      return c.html(ORDER_CONFIRMATION_HTML)
    case 'page': {
      c.set('country', decision.country)
      c.set('locale', decision.locale)
      await next()
      const current = { country: getCookie(c, COUNTRY_COOKIE), locale: getCookie(c, LOCALE_COOKIE) }
      for (const cookie of cookiesToSet(current, decision.country, decision.locale, url.protocol === 'https:')) {
        c.res.headers.append('set-cookie', cookie)
      }
    }
  }
})
