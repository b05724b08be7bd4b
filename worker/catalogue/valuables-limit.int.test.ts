import { describe, expect, it } from 'vitest'
import type { ProductList, RegionsResponse } from '../../routes/api-types'
import { formatMoney } from '../../routes/lib/money'
import { getHtml, pageSaying, plain, readStored } from '../test/html'
import { ok } from '../test/int'
import { admin, adminToken } from '../test/medusa-admin'

// The valuables limit the shop states comes from the shipping options Medusa holds: a rule moved through Medusa's
// admin API (the rules batch the back office sends) reaches the cached product and content pages through the purge
// subscriber and the worker's fresh copy of the regions. The zone of the United Kingdom is moved by £10, so no cart
// of another test (the stock pieces cost £4,100 to £4,300) ships differently meanwhile; it is restored afterwards.

const ZONE = 'Vereinigtes Königreich'

type Rule = { id: string; attribute: string; operator: string; value: string }
type Option = { id: string; rules: Rule[]; type: { code: string } | null; service_zone: { name: string } | null }

/** The zone's insured shipping and valuables transport with their one cart-value rule each. */
async function zoneRules(token: string) {
  const { shipping_options } = await admin<{ shipping_options: Option[] }>(token, '/shipping-options?fields=id,*rules,*type,*service_zone&limit=100')
  const inZone = shipping_options.filter((option) => option.service_zone?.name === ZONE)
  const ruleOf = (code: string) => inZone.find((option) => option.type?.code === code)?.rules.find((rule) => rule.attribute === 'item_total')
  const insured = ruleOf('insured')
  const valuables = ruleOf('valuables')
  if (!insured || !valuables) throw new Error(`the seed ships to the ${ZONE} by insured parcel and valuables transport`)
  const optionOf = (rule: Rule) => inZone.find((option) => option.rules.some((candidate) => candidate.id === rule.id))!.id
  return { insured: { option: optionOf(insured), rule: insured }, valuables: { option: optionOf(valuables), rule: valuables } }
}

/** Sets the zone's two rules to these amounts, as the back office's edit sends a rule (`POST …/rules/batch`). */
async function setRules(token: string, rules: Awaited<ReturnType<typeof zoneRules>>, amounts: { valuables: string; insured: string }) {
  for (const kind of ['valuables', 'insured'] as const) {
    const { option, rule } = rules[kind]
    await admin(token, `/shipping-options/${option}/rules/batch`, {
      update: [{ id: rule.id, attribute: rule.attribute, operator: rule.operator, value: amounts[kind] }],
    })
  }
}

describe('the valuables limit on product and content pages follows the shipping options in Medusa', () => {
  it('moves with the rule staff change, on cached pages too, in the country’s currency', async () => {
    const token = await adminToken()
    const rules = await zoneRules(token)
    const before = Number(rules.valuables.rule.value)
    expect(rules.valuables.rule.operator).toBe('gt')
    const moved = before + 10
    const pounds = (amount: number) => formatMoney({ amount, currency_code: 'gbp' }, 'en')
    const promise = (amount: number) => `Goods worth up to ${pounds(amount)} travel by parcel carrier, above that by a secure valuables transport.`

    const { products } = await ok<ProductList>('/api/products/gb/en?limit=1')
    const product = `/gb/products/${products[0].handle}`
    const content = '/gb/content/zahlung-und-versand'
    // both pages cached with the limit as it stands
    await getHtml(content)
    const cached = await readStored(product)
    expect(cached.headers.get('x-edge-cache')).toBe('HIT')
    expect(plain(cached.html)).toContain(promise(before))
    expect(plain((await getHtml(content)).html)).toContain(`Goods worth more than £${before.toLocaleString('en-US')}`)

    try {
      await setRules(token, rules, { valuables: String(moved), insured: String(moved) })
      expect(await pageSaying(product, promise(moved))).toContain(promise(moved))
      expect(await pageSaying(content, `£${moved.toLocaleString('en-US')}`)).toContain(`Goods worth more than £${moved.toLocaleString('en-US')}`)
      const { regions } = await ok<RegionsResponse>('/api/regions')
      const gb = regions.flatMap((region) => region.countries).find((country) => country.iso_2 === 'gb')
      expect(gb?.valuables_limit).toEqual({ amount: moved, operator: 'gt', currency_code: 'gbp' })
    } finally {
      // the suite shares one database: other tests ship by the seeded limit
      await setRules(token, rules, { valuables: rules.valuables.rule.value, insured: rules.insured.rule.value })
    }
    expect(await pageSaying(product, promise(before))).toContain(promise(before))
    const restored = await zoneRules(token)
    expect([restored.insured.rule.value, restored.valuables.rule.value]).toEqual([rules.insured.rule.value, rules.valuables.rule.value])
  })
})
