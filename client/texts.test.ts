import { describe, expect, it } from 'vitest'
import { dictionaries } from '../i18n/dictionaries'
import { createTexts } from './texts'

describe('createTexts', () => {
  it('knows only the parts loaded so far, in its own language', async () => {
    const texts = createTexts('en')
    await texts.load(['shop'])
    expect(texts.t('header.search')).toBe('Search the shop')
    expect(texts.t('checkout.title')).toBe('checkout.title')
    await texts.load(['shop', 'checkout'])
    expect(texts.t('checkout.title')).toBe(dictionaries.en.checkout.title)
  })

  it('loads a part once however often it is asked for', async () => {
    const texts = createTexts('de')
    const first = texts.load(['service'])
    await Promise.all([first, texts.load(['service'])])
    expect(texts.t('contact.title')).toBe(dictionaries.de.contact.title)
  })
})
