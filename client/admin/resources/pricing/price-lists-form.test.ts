// @vitest-environment jsdom
import type { AdminPriceList } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { dayEnd, dayStart } from '../../../../rules/shop-days'
import { zodMessage } from '../../engine/form/zod-messages'
import { adminTranslator } from '../../i18n'
import { priceListForm as form } from './price-lists-form'

const messages = (locale: 'de' | 'en', values: object) => {
  const t = locale === 'de' ? adminTranslator('de', de) : adminTranslator('en', en)
  const result = form.schema.safeParse(values, { error: (issue) => zodMessage(t, issue as never) })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the price list form', () => {
  const valid = { ...form.values(), title: 'Winterangebot' }
  it('says what is wrong at each field, in both languages', () => {
    expect(messages('de', { ...valid, title: ' ' })).toEqual({ title: 'Pflichtfeld' })
    expect(messages('en', { ...valid, title: 'x'.repeat(256) })).toEqual({ title: 'At most 255 characters' })
    expect(messages('de', { ...valid, starts_at: '2030-02-01', ends_at: '2030-01-31' })).toEqual({ ends_at: 'Das Ende darf nicht vor dem Beginn liegen' })
    expect(messages('en', { ...valid, starts_at: '2030-02-01', ends_at: '2030-01-31' })).toEqual({ ends_at: 'The end cannot be before the start' })
    expect(messages('de', { ...valid, type: 'discount' })).toEqual({ type: 'Bitte einen gültigen Wert eingeben' })
    expect(messages('de', { ...valid, starts_at: '2030-01-31', ends_at: '2030-01-31' })).toEqual({})
  })
  it('sends whole shop days, and groups only when chosen (none: everybody)', () => {
    const body = form.toBody(form.schema.parse({ ...valid, starts_at: '2030-01-31', ends_at: '2030-01-31' })) as Partial<AdminPriceList>
    expect([body.starts_at, body.ends_at]).toEqual([dayStart('2030-01-31'), dayEnd('2030-01-31')])
    expect(body).not.toHaveProperty('rules')
    expect(form.toBody(form.schema.parse({ ...valid, customer_groups: ['cusgroup_1'] })).rules).toEqual({ 'customer.groups.id': ['cusgroup_1'] })
  })
  it('keeps the exact time of a date staff did not change, and takes groups off an edited list', () => {
    const list = {
      id: 'plist_1',
      title: 'Messe',
      description: '',
      type: 'sale',
      status: 'active',
      starts_at: '2030-03-01T13:00:00.000Z',
      ends_at: '2030-03-03T17:00:00.000Z',
      rules: { 'customer.groups.id': ['cusgroup_1'] },
    } as unknown as AdminPriceList
    const values = form.values(list)
    expect([values.starts_at, values.ends_at, values.customer_groups]).toEqual(['2030-03-01', '2030-03-03', ['cusgroup_1']])
    const body = form.toBody(form.schema.parse({ ...values, ends_at: '2030-03-05', customer_groups: [] }), list)
    expect([body.starts_at, body.ends_at, body.rules]).toEqual(['2030-03-01T13:00:00.000Z', dayEnd('2030-03-05'), {}])
  })
})
