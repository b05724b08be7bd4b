import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { type PackingSlipOrder, packingSlipsPdf } from './packing-slip-pdf'
import { seller } from './seller'

const order = (id: number, locale: 'de' | 'en'): PackingSlipOrder => ({
  id: `order_${id}`,
  display_id: id,
  created_at: '2026-11-21T10:00:00Z',
  metadata: { locale },
  items: [
    {
      id: `item_${id}`,
      title: 'Platin / 54',
      product_title: 'Ehering Platin',
      variant_title: 'Platin / 54',
      variant_sku: 'EHR-PT-54',
      quantity: 2,
      product: { metadata: { title_en: 'Platinum wedding band' } },
    },
  ],
  shipping_address: { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', postal_code: '75175', city: 'Pforzheim', country_code: 'de' },
  shipping_methods: [{ name: 'Versicherter Versand' }],
})

describe('packingSlipsPdf', () => {
  it('puts each order on pages of its own in its language, with SKU and quantity and never a price', async () => {
    const words = () => ({ shippingLabel: (method: { name: string }) => method.name, variantTitle: (title: string) => title })
    const pdf = await packingSlipsPdf([order(7, 'de'), order(8, 'en')], seller({}), words)
    const parser = new PDFParse({ data: new Uint8Array(pdf) })
    const text = (await parser.getText()).text
    await parser.destroy()
    expect(text).toContain('Lieferschein · Bestellnummer 7')
    expect(text).toContain('Packing slip · Order number 8')
    expect(text).toContain('Ehering Platin (Platin / 54)')
    expect(text).toContain('Platinum wedding band')
    expect(text).toContain('EHR-PT-54')
    // an amount has two decimals and is no date (21.11.2026)
    expect(text).not.toMatch(/\d[.,]\d{2}(?![.\d])|€/)
  })

  it('adds the customs block for a parcel leaving the EU: HS code, origin, material, weight and value per line, and the totals', async () => {
    const words = () => ({ shippingLabel: (method: { name: string }) => method.name, variantTitle: (title: string) => title })
    const swiss: PackingSlipOrder = {
      ...order(9, 'en'),
      currency_code: 'chf',
      shipping_address: { first_name: 'Anna', last_name: 'Keller', address_1: 'Bahnhofstrasse 1', postal_code: '8001', city: 'Zürich', country_code: 'ch' },
      items: [
        {
          ...order(9, 'en').items[0]!,
          total: 3780,
          variant: { hs_code: '7113.19', origin_country: 'de', weight: 4.5, material: null },
          product: { metadata: { material: 'platinum', title_en: 'Platinum wedding band' } },
        },
      ],
    }
    const parser = new PDFParse({ data: new Uint8Array(await packingSlipsPdf([swiss, order(10, 'de')], seller({}), words)) })
    const text = (await parser.getText()).text
    await parser.destroy()
    const [swissSlip, german] = text.split('Lieferschein')
    expect(swissSlip).toContain('Customs declaration (export)')
    expect(swissSlip).toMatch(/1\s+7113\.19\s+Germany\s+Platinum\s+9 g\s+CHF\s3,780\.00/)
    expect(swissSlip).toMatch(/Total\s+9 g\s+CHF\s3,780\.00/)
    // inside the EU: no customs block, no price
    expect(german).not.toContain('Zollangaben')
    expect(german).not.toMatch(/\d[.,]\d{2}(?![.\d])|€/)
  })
})
