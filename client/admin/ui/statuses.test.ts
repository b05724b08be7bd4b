import { describe, expect, it } from 'vitest'
import de from '../../../i18n/admin.de.json'
import en from '../../../i18n/admin.en.json'
import { adminTranslator } from '../i18n'
import { STATUS_TEXTS, statusLabel, statusText, statusTone } from './statuses'

describe('statuses', () => {
  it('leave no text of the dictionaries without a status', () => {
    for (const dictionary of [de, en]) {
      for (const kind of ['payment', 'fulfillment', 'product'] as const)
        expect(Object.keys(dictionary.status[kind]).sort()).toEqual(Object.keys(STATUS_TEXTS[kind]).sort())
      expect(Object.keys(dictionary.orderList.states).sort()).toEqual(Object.keys(STATUS_TEXTS.order).sort())
      expect(Object.keys(dictionary.workflows.states).sort()).toEqual(Object.keys(STATUS_TEXTS.workflow).sort())
    }
  })
  it('read in words, and an unknown one shows its value', () => {
    const t = adminTranslator('de', de)
    expect(statusLabel(t, 'payment', 'captured')).toBe(de.status.payment.captured)
    expect(statusLabel(t, 'order', 'canceled')).toBe(de.orderList.states.canceled)
    expect(statusLabel(t, 'fulfillment', 'teleported')).toContain('teleported')
    // a key of the object's prototype is no status
    expect(statusText('payment', 'toString')).toBeUndefined()
  })
  it('are coloured by what they mean', () => {
    expect(statusTone('captured')).toBe('good')
    expect(statusTone('canceled')).toBe('bad')
    expect(statusTone('authorized')).toBe('open')
    expect(statusTone('failed')).toBe('bad')
    expect(statusTone('done')).toBe('good')
    expect(statusTone('invoking')).toBe('open')
  })
})
