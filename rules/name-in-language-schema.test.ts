import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH } from './name-in-language'
import { bothNamesSchema, metadataWithEnglishNameSchema } from './name-in-language-schema'

describe('bothNamesSchema', () => {
  const long = 'x'.repeat(NAME_MAX_LENGTH)

  it('takes a German name of 1 to 100 characters and an English one of at most 100, trimmed; empty English keeps the German', () => {
    expect(bothNamesSchema.parse({ name: ` ${long} `, metadata: { name_en: long } })).toEqual({ name: long, metadata: { name_en: long } })
    expect(bothNamesSchema.parse({ name: 'Versand', metadata: { name_en: '  ' } })).toEqual({ name: 'Versand', metadata: { name_en: '' } })
  })

  it('refuses an empty German name, either name beyond the limit, and other metadata', () => {
    for (const body of [
      { name: '  ', metadata: { name_en: 'Shipping' } },
      { name: `${long}x`, metadata: { name_en: '' } },
      { name: 'Versand', metadata: { name_en: `${long}x` } },
      { name: 'Versand', metadata: { name_en: 'Shipping', seeded: true } },
      { name: 'Versand' },
    ])
      expect(bothNamesSchema.safeParse(body).success, JSON.stringify(body)).toBe(false)
  })
})

describe('metadataWithEnglishNameSchema', () => {
  it('keeps every other key, with or without an English name, and refuses an English name beyond the limit', () => {
    expect(metadataWithEnglishNameSchema.parse({ name_en: ' South ', seeded: true })).toEqual({ name_en: 'South', seeded: true })
    expect(metadataWithEnglishNameSchema.parse({ seeded: true })).toEqual({ seeded: true })
    expect(metadataWithEnglishNameSchema.safeParse({ name_en: 'x'.repeat(NAME_MAX_LENGTH + 1) }).success).toBe(false)
  })
})
