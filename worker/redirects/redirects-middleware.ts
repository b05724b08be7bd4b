import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

export const redirects = createMiddleware<AppEnv>(async (_c, next) => next())
