import { describe, expect, it } from 'vitest'
import { zoomSources } from './zoom-sources'

const query = (url: string) => Object.fromEntries(new URL(url, 'https://shop.test').searchParams)

describe('zoomSources', () => {
  it('gives the viewer every breakpoint from 640 to 1536 with the heights of the picture’s aspect ratio', () => {
    const sources = zoomSources('/static/ring.webp', 4 / 3)
    expect(sources.map(({ width, height }) => [width, height])).toEqual([
      [640, 480],
      [768, 576],
      [1024, 768],
      [1280, 960],
      [1536, 1152],
    ])
    expect(query(sources[4]!.src)).toEqual({ url: '/medusa/static/ring.webp', w: '1536', q: '95' })
  })

  it('keeps a source the endpoint cannot optimise as it is', () => {
    expect(zoomSources('/assets/placeholder.svg', 1)).toEqual([{ src: '/assets/placeholder.svg', width: 1536, height: 1536 }])
  })
})
