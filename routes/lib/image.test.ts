import { describe, expect, it } from 'vitest'
import { IMAGE_PRESETS, imageSrc } from './image'

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

  it('knows the preset sizes of the spec', () => {
    expect(IMAGE_PRESETS.productCard).toEqual({ width: 315, height: 271 })
    expect(IMAGE_PRESETS.productThumbnail).toEqual({ width: 95, height: 82 })
  })
})
