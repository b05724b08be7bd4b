import { describe, expect, it } from 'vitest'
import { displayIdOfReference, paymentReference } from './company'

describe('the bank reference', () => {
  it("names the order number with the shop's prefix", () => {
    expect(paymentReference(28)).toBe('AURELIA-28')
  })
  it('is read back from what a bank statement shows', () => {
    for (const text of ['AURELIA-28', 'aurelia-28', ' Aurelia 28 ', 'AURELIA-0028', 'aurelia28']) expect(displayIdOfReference(text)).toBe(28)
    expect(displayIdOfReference(paymentReference(1042))).toBe(1042)
  })
  it('is no reference when anything else is there', () => {
    for (const text of ['28', 'AURELIA-', 'AURELIA-28 x', 'AURELIA-1234567890', 'max@example.com', 'AURELIA-2.8']) expect(displayIdOfReference(text)).toBeNull()
  })
})
