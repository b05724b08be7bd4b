import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { shortageMessage } from './shortage'

const de = translator('de', dictionaries.de)
const en = translator('en', dictionaries.en)
const say = (t: typeof de, input: Parameters<typeof shortageMessage>[0]) => {
  const { key, params } = shortageMessage(input)
  return t(key, params)
}

describe('what a refused add or quantity tells the shopper', () => {
  it('names a sold-out piece', () => {
    expect(say(de, { available: 0, inCart: 0, change: 'add' })).toBe('Dieser Artikel ist leider ausverkauft.')
    expect(say(en, { available: 0, inCart: 1, change: 'quantity' })).toBe('Sorry, this item is sold out.')
  })
  it('says the cart already holds all that is left', () => {
    expect(say(de, { available: 1, inCart: 1, change: 'add' })).toBe('Nur noch 1 Stück verfügbar – es liegt bereits in Ihrem Warenkorb.')
    expect(say(en, { available: 1, inCart: 1, change: 'add' })).toBe('Only 1 left – it is already in your cart.')
    expect(say(de, { available: 2, inCart: 3, change: 'add' })).toBe('Nur noch 2 Stück verfügbar – alle liegen bereits in Ihrem Warenkorb.')
    expect(say(en, { available: 2, inCart: 2, change: 'add' })).toBe('Only 2 left – all of them are already in your cart.')
  })
  it('names what is left when someone else was quicker', () => {
    expect(say(de, { available: 2, inCart: 1, change: 'add' })).toBe('Nur noch 2 Stück verfügbar.')
    expect(say(en, { available: 1, inCart: 0, change: 'add' })).toBe('Only 1 left.')
  })
  it('keeps the quantity of a line and says how many can be had', () => {
    expect(say(de, { available: 1, inCart: 3, change: 'quantity' })).toBe('Nur noch 1 Stück verfügbar. Die Menge in Ihrem Warenkorb bleibt unverändert.')
    expect(say(en, { available: 3, inCart: 5, change: 'quantity' })).toBe('Only 3 left. The quantity in your cart stays as it was.')
  })
  it('still explains the refusal when the stock could not be read', () => {
    expect(say(de, { available: null, inCart: 1, change: 'add' })).toBe('Von diesem Artikel ist nicht mehr genug vorrätig. Ihr Warenkorb bleibt unverändert.')
    expect(say(en, { available: null, inCart: 1, change: 'quantity' })).toBe('There is no longer enough of this item in stock. Your cart stays as it was.')
  })
})
