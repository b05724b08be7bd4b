import { describe, expect, it } from 'vitest'
import de from '../../../i18n/admin.de.json'
import en from '../../../i18n/admin.en.json'
import { STATUSES, statusTone } from './statuses'

describe('statuses', () => {
  it('each have a text in both languages', () => {
    for (const [kind, values] of Object.entries(STATUSES) as [keyof typeof STATUSES, readonly string[]][]) {
      expect(Object.keys(de.status[kind]).sort()).toEqual([...values].sort())
      expect(Object.keys(en.status[kind]).sort()).toEqual([...values].sort())
    }
  })
  it('are coloured by what they mean', () => {
    expect(statusTone('captured')).toBe('good')
    expect(statusTone('canceled')).toBe('bad')
    expect(statusTone('authorized')).toBe('open')
  })
})
