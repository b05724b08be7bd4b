import { describe, expect, it } from 'vitest'
import { allProducts } from '../../e2e/medusa'
import { WORKER_URL } from '../../worker/test/int'

const page = async (path: string) => {
  const response = await fetch(`${WORKER_URL}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

type Video = { youtube_id: string; title_de: string; title_en: string }

describe('video pages (real Medusa)', async () => {
  const products = await allProducts()
  const withVideo = products.filter((p) => (p.metadata?.video as Video | undefined)?.youtube_id)
  const withoutVideo = products.find((p) => !p.metadata?.video)!

  it('lists every product with a video, titled in the language, linking to the localized handle', async () => {
    expect(withVideo.length).toBeGreaterThan(0)
    const de = await page('/de/videos')
    const en = await page('/us/videos')
    expect(de.status).toBe(200)
    for (const product of withVideo) {
      const video = product.metadata!.video as Video
      expect(de.html).toContain(video.title_de)
      expect(de.html).toContain(`href="/de/videos/${product.handle}"`)
      expect(en.html).toContain(video.title_en)
      expect(en.html).toContain(`href="/us/videos/${product.metadata!.handle_en}"`)
    }
    // the player is not on the page before a click
    expect(de.html).not.toContain('youtube-nocookie.com/embed')
  })

  it('shows one video behind a facade with price and product link; others are 404', async () => {
    const product = withVideo[0]
    const { status, html } = await page(`/us/videos/${product.metadata!.handle_en}`)
    expect(status).toBe(200)
    expect(html).toContain((product.metadata!.video as Video).title_en)
    expect(html).toContain(`href="/us/products/${product.metadata!.handle_en}"`)
    expect(html).toMatch(/aria-label="Play video: /)
    expect(html).not.toContain('<iframe')
    expect((await page('/de/videos/gibt-es-nicht')).status).toBe(404)
    expect((await page(`/de/videos/${withoutVideo.handle}`)).status).toBe(404)
  })
})
