// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { dayStart } from '../../../../rules/shop-days'
import { zodMessage } from '../../engine/form/zod-messages'
import { adminTranslator } from '../../i18n'
import { campaignCreateForm, campaignEditForm } from './campaign-form'

const tDe = adminTranslator('de', de)
const tEn = adminTranslator('en', en)

type Values = ReturnType<typeof campaignCreateForm.values>
const base = (): Values => ({
  ...campaignCreateForm.values(),
  name: 'Weihnachten',
  campaign_identifier: 'WEIHNACHTEN-2026',
  starts_at: '2026-12-01',
  ends_at: '2026-12-24',
})

function messages(values: Values, t = tDe) {
  const result = campaignCreateForm.schema.safeParse(values, { error: (issue) => zodMessage(t, issue as never) })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the campaign form', () => {
  it('gives each bad input its message at its field', () => {
    expect(messages(base())).toEqual({})
    expect(messages({ ...base(), ends_at: '2026-11-30' })).toEqual({ ends_at: 'Das Ende liegt vor dem Beginn.' })
    expect(messages({ ...base(), ends_at: '2026-11-30' }, tEn)).toEqual({ ends_at: 'The end is before the start.' })
    expect(messages({ ...base(), campaign_identifier: 'Weihnachten 2026' })).toEqual({
      campaign_identifier: 'Nur Buchstaben, Ziffern, - und _ – keine Leerzeichen.',
    })
    expect(messages({ ...base(), budget: { type: 'usage', limit: null, currency_code: '' } })).toEqual({ 'budget.limit': 'Ein Budget braucht eine Grenze.' })
    expect(messages({ ...base(), budget: { type: 'usage', limit: 2.5, currency_code: '' } })).toEqual({
      'budget.limit': 'Einlösungen werden in ganzen Zahlen gezählt.',
    })
    expect(messages({ ...base(), budget: { type: 'spend', limit: 500, currency_code: '' } })).toEqual({
      'budget.currency_code': 'Eine Rabattsumme braucht eine Währung.',
    })
  })

  it('sends a usage budget without a currency, a spend budget with one, and only the limit on edit', () => {
    const usage = campaignCreateForm.toBody(campaignCreateForm.schema.parse({ ...base(), budget: { type: 'usage', limit: 2, currency_code: 'eur' } }))
    expect(usage.budget).toEqual({ type: 'usage', limit: 2 })
    expect(usage.starts_at).toBe(dayStart('2026-12-01'))
    const spend = campaignCreateForm.toBody(campaignCreateForm.schema.parse({ ...base(), budget: { type: 'spend', limit: 500, currency_code: 'eur' } }))
    expect(spend.budget).toEqual({ type: 'spend', limit: 500, currency_code: 'eur' })
    expect(campaignCreateForm.toBody(campaignCreateForm.schema.parse(base()))).not.toHaveProperty('budget')
    expect(
      campaignEditForm.toBody(campaignEditForm.schema.parse({ ...base(), description: '', budget: { type: 'usage', limit: 3, currency_code: '' } })),
    ).toMatchObject({ description: null, budget: { limit: 3 } })
  })
})
