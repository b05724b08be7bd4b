import Papa from 'papaparse'
import { describe, expect, it, vi } from 'vitest'
import en from '../../../i18n/admin.en.json'
import { adminTranslator } from '../i18n'
import type { ResourceSpec } from './resource'
import { EMPTY_LIST_STATE } from './url-state'

// the export reads through the back office's one js-sdk, which is made for the browser's origin
vi.stubGlobal('location', new URL('http://localhost:8787/admin/en'))
const { toCsv } = await import('./csv-export')

type Refund = { id: string; note: string; amount: number; total: string }

const refunds: ResourceSpec<Refund> = {
  name: 'customers',
  path: '/admin/refunds',
  listKey: 'refunds',
  itemKey: 'refund',
  route: '/refunds',
  title: (refund) => refund.note,
  list: {
    columns: [
      { id: 'note', label: 'fields.title' },
      { id: 'amount', label: 'fields.variants', align: 'end' },
      { id: 'total', label: 'fields.status' },
    ],
    filters: [],
    search: 'fields.title',
    defaultSort: 'note',
  },
}
const context = { t: adminTranslator('en', en), locale: 'en' as const }

describe('toCsv', () => {
  it('escapes texts that would run as formulas and leaves numbers, negative ones too, as numbers', async () => {
    const csv = await toCsv(
      refunds,
      EMPTY_LIST_STATE,
      [
        { id: 'r1', note: '=1+1', amount: -12.5, total: '-12.50 €' },
        { id: 'r2', note: 'Ring - Gr. 52', amount: 0, total: '@x' },
      ],
      context,
    )
    expect(Papa.parse<string[]>(csv, { skipEmptyLines: true }).data).toEqual([
      ['ID', 'Title', 'Variants', 'Status'],
      ['r1', "'=1+1", '-12.5', "'-12.50 €"],
      ['r2', 'Ring - Gr. 52', '0', "'@x"],
    ])
  })
})
