import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { giftCardPdf } from './gift-card-pdf'

describe('the gift card PDF', () => {
  it('states the shop, the amount, the recipient, the message, the code and its validity', async () => {
    const pdf = await giftCardPdf({
      locale: 'de',
      code: 'GS-ABCD-EFGH-JKLM-NPQR',
      value: 250,
      currency: 'eur',
      expiresAt: null,
      recipientName: 'Anna',
      message: 'Alles Gute zum Geburtstag!',
      shop: 'shop.example',
    })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const parser = new PDFParse({ data: new Uint8Array(pdf) })
    const text = (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ')
    await parser.destroy()
    for (const expected of [
      'Geschenkgutschein',
      '250,00 €',
      'für Anna',
      'Alles Gute zum Geburtstag!',
      'GS-ABCD-EFGH-JKLM-NPQR',
      'Ohne Ablaufdatum',
      'shop.example',
    ])
      expect(text).toContain(expected)
  })
})
