import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../env'
import { BackendUnavailable } from '../medusa/backend-unavailable'
import { errorBoundary, notFound } from './error-boundary'

vi.mock('../ssr/client-manifest', () => ({
  clientManifest: { 'client/entry.tsx': { file: 'assets/entry-1.js', isEntry: true, css: [] } },
  clientStyles: {},
}))

/** An app whose routes fail the way a bug or a dead back end would, behind the shop's error boundary. */
function failingApp() {
  const app = new Hono<AppEnv>()
  app.onError(errorBoundary)
  app.notFound(notFound)
  const boom = () => {
    throw new Error('undefined is not a function')
  }
  app.get('/api/boom', boom)
  app.post('/medusa/store/boom', boom)
  app.get('/api/down', () => {
    throw new BackendUnavailable('timeout', 4000)
  })
  app.get('/:country/boom', boom)
  app.get('/:country/down', () => {
    throw new BackendUnavailable('unreachable', 4000)
  })
  return app
}

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' }

describe('the error boundary of the whole app', () => {
  it('renders an unexpected error of a page as the branded error page in the visitor’s language, status 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = failingApp()
    const german = await app.request('https://shop.example/at/boom', { headers: browser })
    expect(german.status).toBe(500)
    expect(german.headers.get('content-type')).toContain('text/html')
    const html = await german.text()
    expect(html).toContain('<html lang="de-DE">')
    expect(html).toContain('Entschuldigung, beim Laden dieser Seite ist etwas schiefgelaufen.')
    expect(html).toContain('<title>Fehler 500</title>')
    const english = await (await app.request('https://shop.example/us/boom', { headers: browser })).text()
    expect(english).toContain('<html lang="en-US">')
    expect(english).toContain('Sorry, something went wrong while loading this page.')
    // a path without a country speaks the remembered country's language
    expect(await (await app.request('https://shop.example/xx/boom', { headers: { ...browser, cookie: 'country_code=gb' } })).text()).toContain(
      'Sorry, something went wrong',
    )
    expect(error).toHaveBeenCalledWith('unexpected error', 'GET', '/at/boom', expect.any(Error))
    error.mockRestore()
  })

  it('gives crawlers plain text, and a dead back end a 503 with Retry-After', async () => {
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})]
    const app = failingApp()
    const crawler = await app.request('https://shop.example/de/boom', { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })
    expect(crawler.status).toBe(500)
    expect(await crawler.text()).toBe('Internal Server Error')
    const down = await app.request('https://shop.example/de/down', { headers: browser })
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('30')
    expect(await down.text()).toMatch(/>503<\/h1>/)
    for (const spy of quiet) spy.mockRestore()
  })

  it('answers JSON { message } on the API and the pass-throughs, never the error’s own words of a bug', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = failingApp()
    for (const [method, path] of [
      ['GET', '/api/boom'],
      ['POST', '/medusa/store/boom'],
    ]) {
      const response = await app.request(`https://shop.example${path}`, { method })
      expect(response.status, path).toBe(500)
      expect(await response.json(), path).toEqual({ message: 'Something went wrong in the shop; please try again.' })
    }
    const down = await app.request('https://shop.example/api/down')
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('30')
    expect(await down.json()).toEqual({ message: 'The shop back end did not answer within 4 s' })
    error.mockRestore()
  })

  it('answers requests no route takes: JSON on machine paths, 405 for other methods on pages', async () => {
    const app = failingApp()
    const api = await app.request('https://shop.example/api/nothing')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ message: 'No endpoint GET /api/nothing' })
    const post = await app.request('https://shop.example/de/produkte/ring', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(await post.json()).toEqual({ message: 'Pages only answer GET and HEAD, not POST' })
    const page = await app.request('https://shop.example/de/nothing', { headers: browser })
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Seite nicht gefunden: /de/nothing')
  })
})
