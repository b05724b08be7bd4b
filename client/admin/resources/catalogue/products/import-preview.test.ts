import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { IMPORT_TEMPLATE, summarise } from './import-preview'

describe('the import preview', () => {
  it('counts rows, products by handle and their variants', () => {
    const { data, meta } = Papa.parse<Record<string, string>>(IMPORT_TEMPLATE, { header: true, skipEmptyLines: true })
    expect(summarise(data, meta.fields ?? [])).toEqual({ rows: 2, products: [{ handle: 'ring-beispiel', title: 'Ring Beispiel', variants: 2 }], errors: [] })
  })
  it("shows the titles the import will store: the shop's export escaped those that look like formulas", () => {
    const csv = 'Product Handle,Product Title\nrabatt,\'-50 % Rabatt\nformel,"\'=HYPERLINK(""x"")"\nzitat,\'Zitat\''
    const { data, meta } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true })
    expect(summarise(data, meta.fields ?? []).products.map((product) => product.title)).toEqual(['-50 % Rabatt', '=HYPERLINK("x")', "'Zitat'"])
  })
  it('says when the file has no product column', () => {
    expect(summarise([{ Title: 'x' }], ['Title']).errors).toEqual(['missingHandle'])
  })
})
