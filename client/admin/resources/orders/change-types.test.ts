import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { adminTranslator } from '../../i18n'
import { changeTypeText } from './change-types'

describe('changeTypeText', () => {
  it("names each of Medusa's order changes in the staff's language, and one it does not know as a change", () => {
    const t = adminTranslator('de', de)
    expect(['return_request', 'return_receive', 'claim', 'exchange', 'edit', 'transfer'].map((type) => changeTypeText(t, type))).toEqual([
      'Rücksendungsanfrage',
      'Wareneingang der Rücksendung',
      'Reklamation',
      'Umtausch',
      'Bestellungsänderung',
      'Übertragung an ein Kundenkonto',
    ])
    expect(changeTypeText(t, null)).toBe('Änderung')
    expect(changeTypeText(adminTranslator('en', en), 'exchange')).toBe('exchange')
    expect(changeTypeText(adminTranslator('en', en), 'something_new')).toBe('change')
  })
})
