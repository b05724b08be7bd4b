import { describe, expect, it } from 'vitest'
import { shippingOptionName } from './shipping-option-name'

describe('shippingOptionName', () => {
  const option = { name: 'Werttransport', metadata: { name_en: 'Secure valuables transport' } }

  it('is the option’s own name in German and its English name in English', () => {
    expect(shippingOptionName(option, 'de')).toBe('Werttransport')
    expect(shippingOptionName(option, 'en')).toBe('Secure valuables transport')
  })

  it('keeps the German name where no English one exists', () => {
    expect(shippingOptionName({ name: 'Abholung', metadata: null }, 'en')).toBe('Abholung')
    expect(shippingOptionName({ name: 'Abholung', metadata: { name_en: '  ' } }, 'en')).toBe('Abholung')
  })
})
