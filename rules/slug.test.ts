import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HANDLE, slugOf } from './slug'

describe('the slug rule', () => {
  it('spells out German umlauts and ß', () => {
    expect(slugOf('Solitärring Aurora')).toBe('solitaerring-aurora')
    expect(slugOf('Größe 52 – Weiß')).toBe('groesse-52-weiss')
    expect(slugOf('ÖHRRINGE für Über-Mütter')).toBe('oehrringe-fuer-ueber-muetter')
    expect(slugOf('Crème brûlée, 18 ct.')).toBe('creme-brulee-18-ct')
    expect(slugOf('  --Ring--  ')).toBe('ring')
  })
  it("gives a handle the back office's forms and the storefront accept, whatever the title", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (title) => {
        const handle = slugOf(title)
        expect(handle === '' || HANDLE.test(handle)).toBe(true)
        expect(slugOf(handle)).toBe(handle)
      }),
    )
  })
})
