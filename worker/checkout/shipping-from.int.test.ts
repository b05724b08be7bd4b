import { describe, expect, it } from 'vitest'
import type { ShippingFromResponse } from '../../routes/api-types'
import { getHtml, pageSaying, plain, readStored } from '../test/html'
import { ok } from '../test/int'
import { admin, adminToken } from '../test/medusa-admin'

// Every statement of shipping costs (top bar, footer, promises, content pages) is the lowest price of the shipping
// options Medusa holds for the country. A price changed through Medusa's admin API, as the back office sends it, reaches
// the cached pages through the purge subscriber. Only the zone of the United Kingdom is changed, by £4 on its insured
// parcel, and restored afterwards; the file runs in the settings group, so no other test sees it meanwhile.

const ZONE = 'Vereinigtes Königreich'

type Price = { id: string; amount: number; currency_code: string; price_rules?: { attribute: string; value: string }[] }
type Option = { id: string; prices: Price[]; type: { code: string } | null; service_zone: { name: string } | null }

async function insuredParcel(token: string): Promise<Option> {
  const { shipping_options } = await admin<{ shipping_options: Option[] }>(
    token,
    '/shipping-options?fields=id,*prices,*prices.price_rules,*type,*service_zone&limit=100',
  )
  const option = shipping_options.find((candidate) => candidate.service_zone?.name === ZONE && candidate.type?.code === 'insured')
  if (!option) throw new Error(`the seed ships to the ${ZONE} by insured parcel`)
  return option
}

/** Sets the option's pound price, keeping its other prices (Medusa replaces the whole list). */
const setPounds = (token: string, option: Option, amount: number) =>
  admin(token, `/shipping-options/${option.id}`, {
    prices: option.prices.map((price) => ({ id: price.id, amount: price.currency_code === 'gbp' && !price.price_rules?.length ? amount : price.amount })),
  })

describe('the shipping costs the shop states follow the shipping options in Medusa', () => {
  it('states the seeded prices per country: free within Germany, from the cheapest option elsewhere, in its currency', async () => {
    const from = async (country: string) => (await ok<ShippingFromResponse>(`/api/shipping-from/${country}`)).shipping_from
    expect(await from('de')).toEqual({ amount: 0, currency_code: 'eur' })
    expect(await from('gb')).toEqual({ amount: 39, currency_code: 'gbp' })
    expect(await from('us')).toEqual({ amount: 49, currency_code: 'usd' })
    expect(await from('ch')).toEqual({ amount: 29, currency_code: 'chf' })
    const germany = plain((await getHtml('/de')).html)
    expect(germany).toContain('Kostenloser, versicherter Versand</span>')
    expect(germany).toContain('<span class="leading-snug">Kostenloser Versand</span>')
    expect(plain((await getHtml('/ch/content/zahlung-und-versand')).html)).toContain('Innerhalb Deutschlands versenden wir kostenlos.')
  })

  it('moves with the price staff change, on cached pages too', async () => {
    const token = await adminToken()
    const option = await insuredParcel(token)
    const seeded = option.prices.find((price) => price.currency_code === 'gbp' && !price.price_rules?.length)!.amount
    expect(seeded).toBe(39)
    const home = '/gb'
    // the page cached with the price as it stands
    const cached = await readStored(home)
    expect(cached.headers.get('x-edge-cache')).toBe('HIT')
    expect(plain(cached.html)).toContain('Insured shipping from £39.00</span>')
    try {
      await setPounds(token, option, seeded - 4)
      expect(await pageSaying(home, 'Insured shipping from £35.00')).toContain('<span class="leading-snug">Shipping from £35.00</span>')
      expect((await ok<ShippingFromResponse>('/api/shipping-from/gb')).shipping_from).toEqual({ amount: 35, currency_code: 'gbp' })
    } finally {
      // the suite shares one database: other tests ship by the seeded price
      await setPounds(token, option, seeded)
    }
    expect(await pageSaying(home, 'Insured shipping from £39.00')).toContain('Insured shipping from £39.00')
  })
})
