import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { adminTranslator } from '../../i18n'
import { cartValueInWords, currencyOf, ruleBatch, ruleInWords, ruleValues, type ShippingRule, undoBatch, wantedRules } from './shipping-rules'

const t = { de: adminTranslator('de', de), en: adminTranslator('en', en) }
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

// the seed's valuables transport: shown in the shop, outbound, above 5,000 € of goods
const VALUABLES: ShippingRule[] = [
  { id: 'r1', attribute: 'enabled_in_store', operator: 'eq', value: 'true' },
  { id: 'r2', attribute: 'is_return', operator: 'eq', value: 'false' },
  { id: 'r3', attribute: 'item_total', operator: 'gt', value: '5000' },
]

describe('shipping rules in words', () => {
  it("word the shop's own rules in German and English, the amount in the option's currency", () => {
    expect(VALUABLES.map((rule) => nbsp(ruleInWords(rule, 'eur', t.de, 'de')))).toEqual(['Im Shop angeboten', 'Versand an Kunden', 'über 5.000,00 € Warenwert'])
    expect(VALUABLES.map((rule) => ruleInWords(rule, 'eur', t.en, 'en'))).toEqual(['Offered in the shop', 'To customers', 'cart value above €5,000.00'])
    expect(nbsp(ruleInWords({ attribute: 'item_total', operator: 'gte', value: '5000' }, 'eur', t.de, 'de'))).toBe('ab 5.000,00 € Warenwert')
    expect(nbsp(ruleInWords({ attribute: 'item_total', operator: 'lte', value: '4250' }, 'gbp', t.de, 'de'))).toBe('bis 4.250,00 £ Warenwert')
    expect(ruleInWords({ attribute: 'item_total', operator: 'lt', value: '100.5' }, null, t.en, 'en')).toBe('cart value below 100.50')
    expect(ruleInWords({ attribute: 'is_return', operator: 'eq', value: 'true' }, null, t.de, 'de')).toBe('Rücksendung')
    expect(ruleInWords({ attribute: 'enabled_in_store', operator: 'eq', value: 'false' }, null, t.en, 'en')).toBe('Staff only')
  })

  it('read an attribute the shop does not use as Medusa has it', () => {
    expect(ruleInWords({ attribute: 'customer.groups.id', operator: 'in', value: ['cg_1', 'cg_2'] }, 'eur', t.de, 'de')).toBe('customer.groups.id in cg_1,cg_2')
  })

  it('put the lower bound of a cart-value band first', () => {
    const band: ShippingRule[] = [
      { attribute: 'item_total', operator: 'lte', value: '5000' },
      VALUABLES[0],
      { attribute: 'item_total', operator: 'gt', value: '3000' },
    ]
    expect(nbsp(cartValueInWords(band, 'eur', t.de, 'de'))).toBe('über 3.000,00 € Warenwert · bis 5.000,00 € Warenwert')
    expect(cartValueInWords([VALUABLES[0]], 'eur', t.de, 'de')).toBe('')
  })

  it('know the currency only when an option is priced in one', () => {
    expect(currencyOf([{ currency_code: 'eur' }, { currency_code: 'eur' }])).toBe('eur')
    expect(currencyOf([{ currency_code: 'eur' }, { currency_code: 'chf' }])).toBeNull()
    expect(currencyOf([])).toBeNull()
  })
})

describe('the rule batch', () => {
  it('moves the valuables threshold by updating the one rule, leaving the others alone', () => {
    const values = ruleValues(VALUABLES)
    expect(values).toEqual({ enabled_in_store: true, is_return: false, cart_value: [{ id: 'r3', operator: 'gt', amount: '5000' }] })
    const wanted = wantedRules({ ...values, cart_value: [{ id: 'r3', operator: 'gt', amount: '3.000' }] })
    expect(ruleBatch(VALUABLES, wanted)).toEqual({ create: [], update: [{ id: 'r3', attribute: 'item_total', operator: 'gt', value: '3000' }], delete: [] })
    expect(ruleBatch(VALUABLES, wantedRules(values))).toEqual({ create: [], update: [], delete: [] })
  })

  it('creates, updates and deletes in one batch; rules of other attributes stay', () => {
    const stored: ShippingRule[] = [
      ...VALUABLES,
      { id: 'r4', attribute: 'customer.groups.id', operator: 'in', value: ['cg_1'] },
      { id: 'r5', attribute: 'is_return', operator: 'eq', value: 'false' },
    ]
    const wanted = wantedRules({ enabled_in_store: false, is_return: false, cart_value: [{ operator: 'lte', amount: '4.999,99' }] })
    expect(ruleBatch(stored, wanted)).toEqual({
      create: [{ attribute: 'item_total', operator: 'lte', value: '4999.99' }],
      update: [{ id: 'r1', attribute: 'enabled_in_store', operator: 'eq', value: 'false' }],
      delete: ['r3', 'r5'],
    })
  })

  it('creates the rules a new option or one without rules lacks', () => {
    const wanted = wantedRules(ruleValues([]))
    expect(wanted).toEqual([
      { attribute: 'enabled_in_store', operator: 'eq', value: 'true' },
      { attribute: 'is_return', operator: 'eq', value: 'false' },
    ])
    expect(ruleBatch([], wanted)).toEqual({ create: wanted, update: [], delete: [] })
  })

  it('is undone by the inverse batch: created rules go, updated ones get their values back, deleted ones return', () => {
    const batch = {
      create: [{ attribute: 'item_total', operator: 'lte', value: '3000' }],
      update: [{ id: 'r3', attribute: 'item_total', operator: 'gt', value: '3000' }],
      delete: ['r1'],
    }
    expect(undoBatch(VALUABLES, batch, ['r9'])).toEqual({
      create: [{ attribute: 'enabled_in_store', operator: 'eq', value: 'true' }],
      update: [{ id: 'r3', attribute: 'item_total', operator: 'gt', value: '5000' }],
      delete: ['r9'],
    })
  })
})
