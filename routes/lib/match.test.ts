import { describe, expect, it } from 'vitest'
import { routes } from '../table'
import { matchRoute, splitCountry } from './match'

const match = (path: string) => {
  const { route, params } = matchRoute(routes, path)
  return { id: route.id, params }
}

describe('splitCountry', () => {
  it('separates the country prefix from the rest', () => {
    expect(splitCountry('/at/produkte/ring')).toEqual({ country: 'at', path: '/produkte/ring' })
    expect(splitCountry('/us')).toEqual({ country: 'us', path: '/' })
    expect(splitCountry('/DE/store')).toEqual({ country: 'de', path: '/store' })
  })

  it('falls back when the first segment is no country code', () => {
    expect(splitCountry('/products/ring', 'ch')).toEqual({ country: 'ch', path: '/products/ring' })
  })
})

describe('matchRoute', () => {
  it('matches the home page with and without a trailing slash', () => {
    expect(match('/').id).toBe('home')
    expect(match('').id).toBe('home')
  })

  it('matches German and English segments to the same route', () => {
    expect(match('/produkte/ring-gold')).toEqual({ id: 'product', params: { handle: 'ring-gold' } })
    expect(match('/products/gold-ring')).toEqual({ id: 'product', params: { handle: 'gold-ring' } })
    expect(match('/kategorien/ringe')).toEqual({ id: 'category', params: { handle: 'ringe' } })
    expect(match('/categories/rings/')).toEqual({ id: 'category', params: { handle: 'rings' } })
    expect(match('/kollektionen/neuigkeiten')).toEqual({ id: 'collection', params: { handle: 'neuigkeiten' } })
    expect(match('/suche').id).toBe('search')
    expect(match('/search').id).toBe('search')
  })

  it('matches the fixed pages', () => {
    expect(match('/store').id).toBe('store')
    expect(match('/content/agb')).toEqual({ id: 'content', params: { page: 'agb' } })
    expect(match('/checkout').id).toBe('checkout')
  })

  it('decodes handles', () => {
    expect(match('/produkte/ring%20gold').params.handle).toBe('ring gold')
  })

  it('sends everything else to the catch-all 404 route', () => {
    expect(match('/nope').id).toBe('not-found')
    expect(match('/produkte').id).toBe('not-found')
    expect(match('/produkte/a/b').id).toBe('not-found')
    expect(match('/checkout/unknown').id).toBe('not-found')
  })
})
