import type { Context } from 'hono'
import { readApiResponse } from '../../routes/lib/api-client'
import type { Api } from '../../routes/lib/types'
import { api } from '../api'
import { isBackendFailure } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'

/** Headers the API may legitimately read; conditional ones are left out so it never answers 304 to a loader. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'cf-ipcountry', 'cf-connecting-ip']

/** Loaders' `api` on the server: the /api sub-app answers in-process, without a network round trip. */
export function inProcessApi(c: Context<AppEnv>): Api {
  let executionCtx: Context['executionCtx'] | undefined
  try {
    executionCtx = c.executionCtx
  } catch {
    // app.request() in tests runs without one
  }
  const headers = new Headers({ accept: 'application/json' })
  const anonymous = c.get('anonymousRender') === true
  for (const name of FORWARDED) {
    // a page kept for everyone is rendered as nobody: no cookies, no address
    if (anonymous && (name === 'cookie' || name === 'cf-connecting-ip')) continue
    const value = c.req.header(name)
    if (value) headers.set(name, value)
  }
  return async (path) => {
    if (!path.startsWith('/api/')) throw new Error(`Loaders may only call /api endpoints, not ${path}`)
    const url = new URL(path.slice('/api'.length), c.req.url)
    const response = await api.request(url.href, { headers }, c.env, executionCtx)
    // an answer from an older copy, or none at all because of the back end: the page must not be kept
    if (isBackendFailure(response) || response.headers.get('x-edge-cache') === 'STALE-IF-ERROR') c.set('degraded', true)
    return readApiResponse(response)
  }
}
