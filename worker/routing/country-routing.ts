import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { localeOf } from '../../i18n/locale'

export const countryRouting = createMiddleware<AppEnv>(async (c, next) => {
  const country = c.req.path.split('/')[1] || 'de'
  c.set('country', country)
  c.set('locale', localeOf(country))
  await next()
})
