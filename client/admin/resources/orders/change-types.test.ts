import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { adminTranslator } from '../../i18n'
import { changeStateText, changeStepText } from './change-types'

describe('changeStepText', () => {
  it("names each of Medusa's order changes in the staff's language", () => {
    const t = adminTranslator('de', de)
    expect(['return_request', 'return_receive', 'claim', 'exchange', 'edit', 'transfer'].map((type) => changeStepText(t, 'confirmed', type))).toEqual([
      'Änderung bestätigt (Rücksendungsanfrage)',
      'Änderung bestätigt (Wareneingang der Rücksendung)',
      'Änderung bestätigt (Reklamation)',
      'Änderung bestätigt (Umtausch)',
      'Änderung bestätigt (Bestellungsänderung)',
      'Änderung bestätigt (Übertragung an ein Kundenkonto)',
    ])
    expect(changeStepText(adminTranslator('en', en), 'requested', 'exchange')).toBe('Change created (exchange)')
  })
})

describe('changeStepText and changeStateText', () => {
  it('say a step of a change of a kind the shop does not name without naming "change" twice', () => {
    const t = adminTranslator('de', de)
    expect(changeStepText(t, 'requested', 'exchange')).toBe('Änderung angelegt (Umtausch)')
    expect(changeStepText(t, 'requested', null)).toBe('Änderung angelegt')
    expect(changeStepText(adminTranslator('en', en), 'confirmed', 'something_new')).toBe('Change confirmed')
  })

  it("word Medusa's states of a change in both languages, never its raw value", () => {
    expect(changeStateText(adminTranslator('de', de), 'pending')).toBe('In Bearbeitung')
    expect(changeStateText(adminTranslator('en', en), 'pending')).toBe('In progress')
    expect(changeStateText(adminTranslator('en', en), 'requested')).toBe('Requested')
  })
})
