// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, renderAdmin } from '../../../test/render-admin'
import { CustomsSection } from './customs-section'
import type { CustomsDeclaration } from './fulfilment-customs'

const customs: CustomsDeclaration = {
  currency_code: 'chf',
  lines: [
    { line_item_id: 'ordli_ring', hs_code: '7113.19', origin_country: 'de', mid_code: null, material: 'Gold 750', quantity: 1, weight: 6.2, value: 1795.5 },
    { line_item_id: 'ordli_chain', hs_code: null, origin_country: null, mid_code: null, material: null, quantity: 2, weight: null, value: 190 },
  ],
  total_value: 1985.5,
  total_weight: null,
}
const titles = new Map([['ordli_ring', 'Solitärring Aurora']])
const text = () => (document.querySelector('[data-testid="customs-declaration"]')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')

afterEach(cleanup)

describe('CustomsSection', () => {
  it('shows each line as customs read it and the totals, in German', async () => {
    await renderAdmin(<CustomsSection customs={customs} titles={titles} />, '/', 'de')
    expect(text()).toContain('Zollinhaltserklärung')
    expect(text()).toContain('1 × Solitärring Aurora')
    expect(text()).toContain('7113.19')
    expect(text()).toContain('Deutschland')
    expect(text()).toContain('6,2 g')
    // a line without customs data says what is missing rather than leaving it blank
    expect(text()).toContain('2 × ordli_chain')
    expect(text()).toContain('Gesamt: 1.985,50 CHF, fehlt')
  })

  it('in English', async () => {
    await renderAdmin(<CustomsSection customs={customs} titles={titles} />, '/', 'en')
    expect(text()).toContain('Customs declaration')
    expect(text()).toContain('Germany')
    expect(text()).toContain('Total: CHF 1,985.50, missing')
  })
})
