import { createStore } from 'jotai'
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { keysShownIn, textsFor } from '../../i18n/dictionaries'
import { partsOf } from '../../i18n/parts'
import type { ProductDetail, ProductList } from '../api-types'
import { App, type AppState } from '../app'
import { BANK_TRANSFER_ONLY } from '../layout/load-layout'
import { HttpError } from '../lib/errors'
import type { Api } from '../lib/types'
import { routes } from '../table'
import { loadVideos, type VideosData } from './videos-load'
import VideosPage from './videos-page'

const route = routes.find((candidate) => candidate.id === 'videos')!

function detail(n: number): ProductDetail {
  return { id: `prod_${n}`, handle: `piece-${n}`, title: `Piece ${n}`, thumbnail: null, video: { youtube_id: `yt${n}`, title: `Film ${n}` } } as ProductDetail
}

/** An /api answering a list of `count` products with a video and each one's detail; the paths asked for are kept. */
function fakeApi(count: number) {
  const asked: string[] = []
  const api = (async (path: string) => {
    asked.push(path)
    const url = new URL(path, 'https://shop.example')
    if (url.pathname === '/api/products/de/de') {
      const offset = Number(url.searchParams.get('offset'))
      const products = Array.from({ length: Math.max(0, Math.min(24, count - offset)) }, (_, i) => ({ handle: `piece-${offset + i + 1}` }))
      return { products, count, offset, limit: 24 } as unknown as ProductList
    }
    return detail(Number(url.pathname.split('-').pop()))
  }) as Api
  return { api, asked }
}

const load = (search: string, count: number) => {
  const { api, asked } = fakeApi(count)
  const url = new URL(`https://shop.example/de/videos${search}`)
  return { result: loadVideos({ url, params: {}, country: 'de', locale: 'de', api }), asked }
}

// as the worker renders: lazy parts of the layout (footer, desktop header, error page) are waited for
async function render(data: VideosData, search = '') {
  const state: AppState = {
    route,
    params: {},
    url: new URL(`https://shop.example/de/videos${search}`),
    country: 'de',
    origin: 'https://shop.example',
    Page: VideosPage,
    data,
    error: null,
    layout: { menu: { product_categories: [], functional_categories: [] }, payment: BANK_TRANSFER_ONLY, shipping_from: null },
  }
  const { prelude } = await prerender(createElement(App, { state, store: createStore(), t: translator('de', textsFor('de', partsOf(route))) }))
  const html = await new Response(prelude).text()
  expect(keysShownIn(html, 'de')).toEqual([])
  return html
}

describe('videos', () => {
  it('loads one page of 24 products with a video, from the offset of ?page=', async () => {
    const { result, asked } = load('?page=2', 30)
    const data = await result
    expect(asked[0]).toContain('video=true')
    expect(asked[0]).toContain('offset=24')
    expect(data).toMatchObject({ count: 30, page: 2 })
    expect(data.videos.map((card) => card.video.title)).toEqual(['Film 25', 'Film 26', 'Film 27', 'Film 28', 'Film 29', 'Film 30'])
  })

  it('answers a page past the end with a 404', async () => {
    await expect(load('?page=3', 30).result).rejects.toBeInstanceOf(HttpError)
  })

  it('links the pages of a long list, with the page number in the title and rel prev/next', async () => {
    const html = await render(await load('?page=2', 30).result, '?page=2')
    expect(html).toContain('href="/de/videos"')
    expect(html).toMatch(/<title>[^<]*2[^<]*<\/title>/)
    expect(html).toContain('rel="prev" href="https://shop.example/de/videos"')
    expect(html).toContain('href="/de/videos/piece-25"')
  })

  it('has no paging when every video fits on one page', async () => {
    const html = await render(await load('', 5).result)
    expect(html).not.toContain('rel="next"')
    expect(html).not.toContain('?page=')
  })
})
