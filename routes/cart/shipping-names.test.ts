import { describe, expect, it } from 'vitest'
import { localName } from './shipping-names'

const known = { so_1: { de: 'Versicherter Versand', en: 'Insured shipping' } }

describe('localName', () => {
  it('names a shipping method in the page language once the names are known, else keeps the stored name', () => {
    const method = { name: 'Versicherter Versand', shipping_option_id: 'so_1' }
    expect(localName(method, 'en', known)).toBe('Insured shipping')
    expect(localName(method, 'de', known)).toBe('Versicherter Versand')
    expect(localName(method, 'en', null)).toBe('Versicherter Versand')
    expect(localName({ name: 'Abholung', shipping_option_id: 'so_gone' }, 'en', known)).toBe('Abholung')
  })
})

describe('localName while the names load', () => {
  it('shows nothing on an English page rather than the German name', () => {
    expect(localName({ name: 'Versicherter Versand', shipping_option_id: 'so_1' }, 'en', undefined)).toBe('')
    expect(localName({ name: 'Versicherter Versand', shipping_option_id: 'so_1' }, 'de', undefined)).toBe('Versicherter Versand')
  })
})
