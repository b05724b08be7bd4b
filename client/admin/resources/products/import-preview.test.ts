import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { IMPORT_TEMPLATE, summarise } from './import-preview'

describe('the import preview', () => {
  it('counts rows, products by handle and their variants', () => {
    const { data, meta } = Papa.parse<Record<string, string>>(IMPORT_TEMPLATE, { header: true, skipEmptyLines: true })
    expect(summarise(data, meta.fields ?? [])).toEqual({ rows: 2, products: [{ handle: 'ring-beispiel', title: 'Ring Beispiel', variants: 2 }], errors: [] })
  })
  it('says when the file has no product column', () => {
    expect(summarise([{ Title: 'x' }], ['Title']).errors).toEqual(['missingHandle'])
  })
})
