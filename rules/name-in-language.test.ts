import { describe, expect, it } from 'vitest'
import { nameIn } from './name-in-language'

describe('nameIn', () => {
  const option = { name: 'Werttransport', metadata: { name_en: 'Secure valuables transport' } }

  it('is the own name in German and the English name in English', () => {
    expect(nameIn(option, 'de')).toBe('Werttransport')
    expect(nameIn(option, 'en')).toBe('Secure valuables transport')
    expect(nameIn({ name: 'Europäische Union', metadata: { name_en: 'European Union' } }, 'en')).toBe('European Union')
  })

  it('keeps the German name where no English one exists', () => {
    expect(nameIn({ name: 'Abholung', metadata: null }, 'en')).toBe('Abholung')
    expect(nameIn({ name: 'Abholung', metadata: { name_en: '  ' } }, 'en')).toBe('Abholung')
  })
})
