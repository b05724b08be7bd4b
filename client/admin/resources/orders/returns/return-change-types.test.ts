import { describe, expect, it } from 'vitest'
import de from '../../../../../i18n/admin.de.json'
import { adminTranslator } from '../../../i18n'
import { changeTypeText } from './return-change-types'

const t = adminTranslator('de', de)

describe('changeTypeText', () => {
  it('names a return\'s two changes in words and leaves other kinds as Medusa names them', () => {
    expect(changeTypeText(t, 'return_request')).toBe('Rücksendungsanfrage')
    expect(changeTypeText(t, 'return_receive')).toBe('Wareneingang der Rücksendung')
    expect(changeTypeText(t, 'claim')).toBe('claim')
    expect(changeTypeText(t, null)).toBe('')
  })
})
