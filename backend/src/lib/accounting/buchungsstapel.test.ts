import { describe, expect, it } from 'vitest'
import { SKR03_ACCOUNTS } from '../../rules/datev-accounts'
import { bookingsOf } from './bookings'
import { buchungsstapel, COLUMNS } from './buchungsstapel'

const header = { createdAt: new Date('2026-12-01T08:30:05.042Z'), month: '2026-11', consultant: '29098', client: '55003', label: 'Rechnungen 2026-11' }

describe('the DATEV Buchungsstapel', () => {
  const { bookings, missing } = bookingsOf(
    [
      {
        kind: 'invoice',
        number: 'RE-000042',
        issued_at: '2026-11-30T23:30:00Z',
        order_display_id: 85,
        currency_code: 'eur',
        country: 'de',
        amounts: [
          { rate: 19, gross: 1190 },
          { rate: 7, gross: 10.7 },
        ],
      },
      {
        kind: 'invoice',
        number: 'RE-000043',
        issued_at: '2026-11-03T10:00:00Z',
        order_display_id: 86,
        currency_code: 'gbp',
        country: 'gb',
        amounts: [{ rate: 0, gross: 980 }],
      },
      {
        kind: 'credit_note',
        number: 'RK-000007',
        issued_at: '2026-11-04T10:00:00Z',
        order_display_id: 85,
        currency_code: 'eur',
        country: 'de',
        amounts: [
          { rate: 19, gross: 119 },
          { rate: 7, gross: 0 },
        ],
      },
    ],
    SKR03_ACCOUNTS,
  )
  const lines = buchungsstapel(header, bookings).split('\r\n')

  it('starts with the EXTF header of a booking batch and the column line', () => {
    const head = lines[0]!.split(';')
    expect(head.slice(0, 6)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13', '20261201083005042'])
    expect(head.slice(10, 16)).toEqual(['29098', '55003', '20260101', '4', '20261101', '20261130'])
    expect(head[26]).toBe('"03"')
    expect(lines[1]).toBe(COLUMNS.map((name) => `"${name}"`).join(';'))
  })

  it('books one line per rate to the debtor against the revenue account, a credit note on the other side', () => {
    expect(missing).toEqual([])
    expect(lines.slice(2, -1)).toEqual([
      // issued just before midnight UTC on the 30th is the 1st of December in Berlin
      '1190,00;"S";"EUR";;;"";10000;8400;"";0112;"RE-000042";"";;"Rechnung RE-000042 Bestellung 85"',
      '10,70;"S";"EUR";;;"";10000;8300;"";0112;"RE-000042";"";;"Rechnung RE-000042 Bestellung 85"',
      '980,00;"S";"GBP";;;"";10000;8120;"";0311;"RE-000043";"";;"Rechnung RE-000043 Bestellung 86"',
      '119,00;"H";"EUR";;;"";10000;8400;"";0411;"RK-000007";"";;"Rechnungskorrektur RK-000007 Bestellung 85"',
    ])
    expect(lines.at(-1)).toBe('')
  })

  it('names the documents whose rate has no account instead of guessing one', () => {
    const result = bookingsOf(
      [
        {
          kind: 'invoice',
          number: 'RE-1',
          issued_at: '2026-11-03T10:00:00Z',
          order_display_id: 1,
          currency_code: 'eur',
          country: 'de',
          amounts: [{ rate: 5, gross: 10 }],
        },
      ],
      SKR03_ACCOUNTS,
    )
    expect(result).toEqual({ bookings: [], missing: [{ number: 'RE-1', rate: 5 }] })
  })
})
