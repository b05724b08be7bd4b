import type { Context } from 'hono'
import type { AppEnv } from '../env'

export const renderPage = (c: Context<AppEnv>) => c.html(`<!doctype html><p>${c.get('country')}</p>`)
