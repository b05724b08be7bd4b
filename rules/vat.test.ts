import { describe, expect, it } from 'vitest'
import { vatFor } from './vat'
import { formatRate, vatWords } from './vat-words'

describe('vatFor', () => {
  it("includes the destination's VAT at its rate for EU countries", () => {
    expect(vatFor('de', 19)).toEqual({ kind: 'included', rate: 19 })
    expect(vatFor('AT', 20)).toEqual({ kind: 'included', rate: 20 })
    expect(vatFor('fi', 25.5)).toEqual({ kind: 'included', rate: 25.5 })
  })

  it('names no rate in the EU when none is known (or a 0 % that cannot be right there)', () => {
    expect(vatFor('de', null)).toEqual({ kind: 'included', rate: null })
    expect(vatFor('de', undefined)).toEqual({ kind: 'included', rate: null })
    expect(vatFor('de', 0)).toEqual({ kind: 'included', rate: null })
  })

  it('is a tax-free export outside the EU, whatever rate is given', () => {
    for (const country of ['ch', 'li', 'gb', 'us', 'no', 'NO']) expect(vatFor(country, 0)).toEqual({ kind: 'export' })
    expect(vatFor('ch', 8.1)).toEqual({ kind: 'export' })
  })
})

describe('formatRate', () => {
  it('writes a rate as the language does', () => {
    expect(formatRate(19, 'de')).toBe('19')
    expect(formatRate(25.5, 'de')).toBe('25,5')
    expect(formatRate(25.5, 'en')).toBe('25.5')
  })
})

describe('vatWords', () => {
  const texts = {
    included: (rate: string) => `inkl. ${rate} % MwSt.`,
    includedPlain: 'inkl. MwSt.',
    export: 'Steuerfreie Ausfuhr, zzgl. Einfuhrabgaben',
    voucher: 'Gutschein: keine MwSt. beim Kauf',
  }
  it('words each kind of line with its texts', () => {
    expect(vatWords({ kind: 'included', rate: 25.5 }, 'de', texts)).toBe('inkl. 25,5 % MwSt.')
    expect(vatWords({ kind: 'included', rate: null }, 'de', texts)).toBe('inkl. MwSt.')
    expect(vatWords({ kind: 'export' }, 'de', texts)).toBe('Steuerfreie Ausfuhr, zzgl. Einfuhrabgaben')
    expect(vatWords({ kind: 'voucher' }, 'de', texts)).toBe('Gutschein: keine MwSt. beim Kauf')
  })
})
