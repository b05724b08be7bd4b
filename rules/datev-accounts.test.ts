import { describe, expect, it } from 'vitest'
import { datevAccounts, revenueAccount, SKR03_ACCOUNTS } from './datev-accounts'

describe('revenue accounts (SKR03 defaults)', () => {
  it('books German revenue by its rate', () => {
    expect(revenueAccount(SKR03_ACCOUNTS, 'de', 19)).toBe('8400')
    expect(revenueAccount(SKR03_ACCOUNTS, 'DE', 7)).toBe('8300')
    expect(revenueAccount(SKR03_ACCOUNTS, null, 19)).toBe('8400')
  })

  it('has no account for a German rate nobody set', () => {
    expect(revenueAccount(SKR03_ACCOUNTS, 'de', 5)).toBeNull()
  })

  it('books another EU country by whether its VAT was charged, and everything outside the EU as export', () => {
    expect(revenueAccount(SKR03_ACCOUNTS, 'at', 20)).toBe('8320')
    expect(revenueAccount(SKR03_ACCOUNTS, 'fr', 0)).toBe('8125')
    expect(revenueAccount(SKR03_ACCOUNTS, 'ch', 0)).toBe('8120')
    expect(revenueAccount(SKR03_ACCOUNTS, 'gb', 0)).toBe('8120')
  })

  it('completes stored settings with the defaults, rate by rate', () => {
    const accounts = datevAccounts({ rates: { '19': '4400' }, debitor: '12000' })
    expect(accounts.rates).toEqual({ '19': '4400', '7': '8300' })
    expect(accounts.debitor).toBe('12000')
    expect(accounts.export).toBe('8120')
    expect(datevAccounts(null)).toEqual(SKR03_ACCOUNTS)
  })
})
