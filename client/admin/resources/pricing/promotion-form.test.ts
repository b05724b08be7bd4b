// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { zodMessage } from '../../engine/form/zod-messages'
import { adminTranslator } from '../../i18n'
import { promotionCreateForm, promotionEditForm } from './promotion-form'

const tDe = adminTranslator('de', de)
const tEn = adminTranslator('en', en)

type Values = ReturnType<typeof promotionCreateForm.values>
const base = (): Values => ({
  ...promotionCreateForm.values(),
  code: 'RINGE10',
  status: 'active',
  application_method: { ...promotionCreateForm.values().application_method, value: 10 },
})
const method = (change: Partial<Values['application_method']>): Values => ({ ...base(), application_method: { ...base().application_method, ...change } })

/** The messages a form's values get, by field path, in the given language. */
function messages(values: Values, t = tDe, form = promotionCreateForm) {
  const result = form.schema.safeParse(values, { error: (issue) => zodMessage(t, issue as never) })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the promotion form', () => {
  it('takes a 10 % promotion on items with a code and sends it as Medusa creates it', () => {
    expect(messages(base())).toEqual({})
    const body = promotionCreateForm.toBody(promotionCreateForm.schema.parse(base()))
    expect(body).toEqual({
      code: 'RINGE10',
      status: 'active',
      is_automatic: false,
      is_tax_inclusive: false,
      campaign_id: undefined,
      limit: undefined,
      type: 'standard',
      application_method: {
        type: 'percentage',
        value: 10,
        currency_code: undefined,
        target_type: 'items',
        allocation: 'across',
        max_quantity: undefined,
        buy_rules_min_quantity: undefined,
        apply_to_quantity: undefined,
        target_rules: [],
      },
      rules: [],
    })
  })

  it('gives each bad input its message at its field, in the staff language', () => {
    expect(messages({ ...base(), code: 'RINGE 10' })).toEqual({ code: 'Nur Buchstaben, Ziffern, - und _ – keine Leerzeichen oder Sonderzeichen.' })
    expect(messages({ ...base(), code: '' })).toMatchObject({ code: 'Pflichtfeld' })
    expect(messages(method({ value: 120 }))).toEqual({ 'application_method.value': 'Ein Prozentsatz ist höchstens 100 %.' })
    expect(messages(method({ value: 120 }), tEn)).toEqual({ 'application_method.value': 'A percentage is at most 100 %.' })
    expect(messages(method({ value: null as unknown as number }))).toEqual({ 'application_method.value': 'Pflichtfeld' })
    expect(messages(method({ type: 'fixed', value: 20 }))).toEqual({ 'application_method.currency_code': 'Ein fester Betrag braucht eine Währung.' })
    expect(messages(method({ type: 'fixed', value: 20, currency_code: 'eur', allocation: 'each' }))).toEqual({
      'application_method.max_quantity': 'Bei „Je Artikel“ oder „Einmal je Bestellung“ bitte eine Höchstmenge angeben.',
    })
    expect(messages({ ...base(), rules: [{ attribute: 'customer.groups.id', operator: 'eq', values: ['a', 'b'] }] })).toEqual({
      'rules.0.values': '„ist“ vergleicht mit genau einem Wert – für mehrere bitte „ist eine von“ wählen.',
    })
    expect(messages({ ...base(), target_rules: [{ attribute: '', operator: 'in', values: [] }] })).toEqual({
      'target_rules.0.attribute': 'Pflichtfeld',
      'target_rules.0.values': 'Mindestens 1 auswählen',
    })
  })

  it('asks a buy-get promotion for its quantities and its buy and target rules', () => {
    const buyGet: Values = { ...base(), type: 'buyget', application_method: { ...base().application_method, value: 100 } }
    expect(Object.keys(messages(buyGet)).sort()).toEqual([
      'application_method.apply_to_quantity',
      'application_method.buy_rules_min_quantity',
      'application_method.max_quantity',
      'buy_rules',
      'target_rules',
    ])
    const rule = { attribute: 'items.product.categories.id', operator: 'in' as const, values: ['pcat_ringe'] }
    const complete: Values = {
      ...buyGet,
      application_method: { ...buyGet.application_method, buy_rules_min_quantity: 2, apply_to_quantity: 1, max_quantity: 1 },
      buy_rules: [rule],
      target_rules: [rule],
    }
    expect(messages(complete)).toEqual({})
    expect(messages({ ...complete, application_method: { ...complete.application_method, apply_to_quantity: 2 } })).toEqual({
      'application_method.max_quantity': 'Die Höchstmenge darf nicht kleiner sein als die rabattierte Menge.',
    })
    const body = promotionCreateForm.toBody(promotionCreateForm.schema.parse(complete))
    expect(body.application_method).toMatchObject({
      target_type: 'items',
      allocation: 'each',
      max_quantity: 1,
      buy_rules_min_quantity: 2,
      apply_to_quantity: 1,
      buy_rules: [rule],
      target_rules: [rule],
    })
    // editing a buy-get promotion leaves its rules to their own screen
    expect(messages({ ...complete, buy_rules: [], target_rules: [] }, tDe, promotionEditForm)).toEqual({})
  })

  it('clears on edit what the promotion no longer uses, and sends no usage limit for an automatic one', () => {
    const values: Values = { ...method({ target_type: 'order', allocation: 'each', max_quantity: 3 }), is_automatic: true, limit: 5 }
    const body = promotionEditForm.toBody(promotionEditForm.schema.parse(values))
    expect(body).toMatchObject({
      is_automatic: true,
      limit: null,
      campaign_id: null,
      application_method: { target_type: 'order', max_quantity: null, currency_code: null },
    })
    expect(body.application_method).not.toHaveProperty('allocation')
    expect(body).not.toHaveProperty('type')
  })
})
