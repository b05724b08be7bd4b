import { describe, expect, it } from 'vitest'
import { skuPart, variantMatrix } from './variant-matrix'

describe('the variant matrix', () => {
  it('makes one variant per combination: ring sizes × alloys', () => {
    const rows = variantMatrix(
      [
        { title: 'Ringgröße', values: ['52', '54', '56'] },
        { title: 'Legierung', values: ['Gold 587', 'Gold 750'] },
      ],
      'ring-aurelia',
    )
    expect(rows.map((row) => row.title)).toEqual(['52 / Gold 587', '52 / Gold 750', '54 / Gold 587', '54 / Gold 750', '56 / Gold 587', '56 / Gold 750'])
    expect(rows[1]).toMatchObject({ sku: 'RING-AURELIA-52-GOLD-750', options: { Ringgröße: '52', Legierung: 'Gold 750' } })
  })
  it('skips empty options and duplicate values', () => {
    expect(
      variantMatrix(
        [
          { title: 'Größe', values: ['S', 'S', ' '] },
          { title: '', values: ['x'] },
          { title: 'Farbe', values: [] },
        ],
        '',
      ),
    ).toEqual([{ key: 'S', title: 'S', sku: 'S', options: { Größe: 'S' } }])
    expect(variantMatrix([], 'x')).toEqual([])
  })
  it('writes SKUs in plain upper-case ASCII', () => {
    expect(skuPart('Weißgold ä/ö')).toBe('WEISSGOLD-A-O')
  })
})
