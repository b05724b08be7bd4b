import { describe, expect, it } from 'vitest'
import { allowedWidth, IMAGE_PRESETS, type ImageAttributes, imageSrc, presetImage } from './image'

const query = (url: string) => Object.fromEntries(new URL(url, 'https://shop.test').searchParams)

describe('imageSrc', () => {
  it('sends Medusa /static files through the same-origin pass-through', () => {
    expect(imageSrc('/static/ring-1.jpg')).toBe('/medusa/static/ring-1.jpg')
  })

  it('keeps absolute and already resolved sources', () => {
    expect(imageSrc('https://media.example.com/ring.webp')).toBe('https://media.example.com/ring.webp')
    expect(imageSrc('/medusa/static/ring-1.jpg')).toBe('/medusa/static/ring-1.jpg')
  })

  it('has no source for a missing image', () => {
    expect(imageSrc(null)).toBeNull()
    expect(imageSrc('')).toBeNull()
  })

  it('knows the preset sizes and qualities', () => {
    expect(IMAGE_PRESETS.productCard).toEqual({ width: 315, height: 271, quality: 95 })
    expect(IMAGE_PRESETS.videoCard).toEqual({ width: 443, height: 250, quality: 95 })
    expect(IMAGE_PRESETS.productGallery).toEqual({ width: 648, height: 558, quality: 95 })
    expect(IMAGE_PRESETS.productThumbnail).toEqual({ width: 95, height: 82, quality: 85 })
  })
})

describe('allowedWidth', () => {
  it('rounds up to the next breakpoint and refuses beyond the largest', () => {
    expect(allowedWidth(95)).toBe(320)
    expect(allowedWidth(320)).toBe(320)
    expect(allowedWidth(630)).toBe(640)
    expect(allowedWidth(1296)).toBe(1536)
    expect(allowedWidth(1537)).toBeNull()
  })
})

const srcSetOf = (image: ImageAttributes) => ('srcSet' in image ? image.srcSet : '')

describe('presetImage', () => {
  it('asks the image endpoint for the 1x and 2x breakpoint widths at the preset quality, in srcset alone', () => {
    const image = presetImage('/static/ring.webp', 'productCard')!
    expect(image).toMatchObject({ width: 315, height: 271, sizes: '315px' })
    expect(image).not.toHaveProperty('src')
    const [one, two] = srcSetOf(image).split(', ')
    expect(query(one.split(' ')[0])).toEqual({ url: '/medusa/static/ring.webp', w: '320', q: '95' })
    expect(one).toMatch(/ 320w$/)
    expect(query(two.split(' ')[0])).toEqual({ url: '/medusa/static/ring.webp', w: '640', q: '95' })
    expect(two).toMatch(/ 640w$/)
  })

  it('gives a thumbnail one variant, as both densities fit the smallest breakpoint', () => {
    const image = presetImage('/static/ring.webp', 'productThumbnail')!
    expect(srcSetOf(image)).toMatch(/^\/images\?[^ ]+ 320w$/)
    expect(query(srcSetOf(image).split(' ')[0]).q).toBe('85')
  })

  it('offers a fluid picture every breakpoint from half to twice its width, so a phone is not sent the 2x desktop file', () => {
    const image = presetImage('/static/ring.webp', 'productGallery', '(min-width: 1024px) 648px, 100vw')!
    expect(image).toMatchObject({ sizes: '(min-width: 1024px) 648px, 100vw' })
    expect(
      srcSetOf(image)
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).toEqual(['640w', '768w', '1024w', '1280w', '1536w'])
  })

  it('routes the media storage through the endpoint and leaves other sources alone', () => {
    expect(query(srcSetOf(presetImage('https://media.example.com/ring.jpg', 'videoCard')!).split(' ')[0])).toEqual({
      url: 'https://media.example.com/ring.jpg',
      w: '640',
      q: '95',
    })
    expect(presetImage('/assets/placeholder.svg', 'videoCard')).toEqual({ src: '/assets/placeholder.svg', width: 443, height: 250 })
    expect(presetImage(null, 'videoCard')).toBeNull()
  })
})
