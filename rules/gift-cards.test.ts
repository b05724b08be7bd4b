import { describe, expect, it } from 'vitest'
import {
  cardRefusal,
  cardShares,
  cardsPaid,
  disabledCard,
  enabledCard,
  GIFT_CARD_LINE,
  GIFT_CARD_MESSAGE_MAX,
  giftCardLineProblems,
  isDisabled,
  lastDeliveryDay,
  lineInput,
  lineMetadata,
  normalizedCode,
  owedSplit,
} from './gift-cards'

describe('gift cards', () => {
  it('reads a typed code as printed: capitals, no spaces', () => {
    expect(normalizedCode(' gs-abcd efgh-2345 ')).toBe('GS-ABCDEFGH-2345')
  })

  it('refuses a disabled card before an expired or used-up one, and pays with a balance', () => {
    const now = Date.parse('2026-12-02T12:00:00Z')
    expect(cardRefusal({ balance: 10, expires_at: null, metadata: null }, now)).toBeNull()
    expect(cardRefusal({ balance: 0, expires_at: null, metadata: null }, now)).toBe('used_up')
    expect(cardRefusal({ balance: 10, expires_at: '2026-12-01T00:00:00Z', metadata: null }, now)).toBe('expired')
    expect(cardRefusal({ balance: 10, expires_at: '2026-12-01T00:00:00Z', metadata: { disabled_at: '2026-12-01T00:00:00Z' } }, now)).toBe('disabled')
  })

  it('disables by ending the validity now and enables with the validity it had', () => {
    const at = new Date('2026-12-02T12:00:00Z')
    const card = { expires_at: '2029-12-31T22:59:59.000Z', metadata: { recipient: 'Erika' } }
    const disabled = disabledCard(card, at)
    expect(disabled.expires_at).toBe(at.toISOString())
    expect(isDisabled(disabled)).toBe(true)
    const enabled = enabledCard(disabled)
    expect(enabled).toEqual({ expires_at: card.expires_at, metadata: { recipient: 'Erika', disabled_at: null, expires_at_before: null } })
    expect(isDisabled(enabled)).toBe(false)
    expect(enabledCard(disabledCard({ expires_at: null, metadata: null }, at)).expires_at).toBeNull()
  })

  it('sells a free amount in whole units within the limits, and a fixed amount without one', () => {
    const today = '2026-12-02'
    expect(giftCardLineProblems({ free: true, amount: 25 }, today)).toEqual({})
    expect(giftCardLineProblems({ free: true, amount: 1000 }, today)).toEqual({})
    expect(giftCardLineProblems({ free: true, amount: 24 }, today)).toEqual({ amount: 'amountRange' })
    expect(giftCardLineProblems({ free: true, amount: 1001 }, today)).toEqual({ amount: 'amountRange' })
    expect(giftCardLineProblems({ free: true, amount: 30.5 }, today)).toEqual({ amount: 'amountWhole' })
    expect(giftCardLineProblems({ free: true }, today)).toEqual({ amount: 'amountRange' })
    expect(giftCardLineProblems({ free: false, amount: 5000 }, today)).toEqual({ amount: 'amountFixed' })
    expect(giftCardLineProblems({ free: false }, today)).toEqual({})
  })

  it('checks the recipient, the message and a delivery day from today to a year ahead', () => {
    const today = '2026-12-02'
    expect(lastDeliveryDay(today)).toBe('2027-12-02')
    const problems = (line: Partial<Parameters<typeof giftCardLineProblems>[0]>) => giftCardLineProblems({ free: false, ...line }, today)
    expect(problems({ recipientEmail: 'anna@example.com', recipientName: 'Anna', message: 'Alles Gute!', deliverOn: '2027-12-02' })).toEqual({})
    expect(problems({ recipientEmail: '', recipientName: '  ', message: '', deliverOn: '' })).toEqual({})
    expect(problems({ recipientEmail: 'anna@' })).toEqual({ recipientEmail: 'email' })
    expect(problems({ message: 'x'.repeat(GIFT_CARD_MESSAGE_MAX + 1) })).toEqual({ message: 'tooLong' })
    expect(problems({ deliverOn: '2026-12-01' })).toEqual({ deliverOn: 'dayPast' })
    expect(problems({ deliverOn: '2027-12-03' })).toEqual({ deliverOn: 'dayTooFar' })
    expect(problems({ deliverOn: '2027-04-31' })).toEqual({ deliverOn: 'dayInvalid' })
  })

  it('keeps only the given details in the line, and reads them back', () => {
    const metadata = lineMetadata({ free: true, amount: 75, recipientEmail: ' Anna@Example.com ', recipientName: '', message: ' Hallo ', deliverOn: null })
    expect(metadata).toEqual({ [GIFT_CARD_LINE.recipientEmail]: 'anna@example.com', [GIFT_CARD_LINE.message]: 'Hallo', [GIFT_CARD_LINE.amount]: 75 })
    expect(lineInput(metadata, true)).toEqual({
      free: true,
      amount: 75,
      recipientEmail: 'anna@example.com',
      recipientName: null,
      message: 'Hallo',
      deliverOn: null,
    })
    expect(lineMetadata({ free: false, amount: 75 })).toEqual({})
  })

  it('gives back money payments first and only the rest onto the cards, each up to what it paid', () => {
    // 100 € card + 900 € transfer, all returned: the transfer takes 900 €, the card 100 €
    expect(cardShares(1000, 900, [{ id: 'a', paid: 100 }])).toEqual([{ id: 'a', amount: 100 }])
    // half returned: the transfer alone; the second half then has 400 € of money left to give back
    expect(cardShares(500, 900, [{ id: 'a', paid: 100 }])).toEqual([])
    expect(cardShares(500, 400, [{ id: 'a', paid: 100 }])).toEqual([{ id: 'a', amount: 100 }])
    // two cards in the order they paid, never beyond what each paid less what already went back
    expect(
      cardShares(80.5, 0, [
        { id: 'a', paid: 30.25 },
        { id: 'b', paid: 0 },
        { id: 'c', paid: 100 },
      ]),
    ).toEqual([
      { id: 'a', amount: 30.25 },
      { id: 'c', amount: 50.25 },
    ])
    expect(cardShares(500, 0, [{ id: 'a', paid: 100 }])).toEqual([{ id: 'a', amount: 100 }])
    expect(cardShares(0, 0, [{ id: 'a', paid: 100 }])).toEqual([])
  })

  it('reads what each card paid of an order net of what went back, in the order they paid', () => {
    expect(
      cardsPaid([
        { reference: 'gift-card', reference_id: 'b', amount: 40 },
        { reference: 'gift-card', reference_id: 'a', amount: '100' },
        { reference: 'store-credit', reference_id: 'c', amount: 50 },
        null,
        { reference: 'gift-card', reference_id: 'a', amount: -30.5 },
        { reference: 'gift-card', reference_id: 'b', amount: -40 },
      ]),
    ).toEqual([{ id: 'a', paid: 69.5 }])
    expect(cardsPaid(undefined)).toEqual([])
  })

  it("splits what an order owes by its payments: the money that can still go back first, the cards' shares after", () => {
    const order = {
      credit_lines: [{ reference: 'gift-card', reference_id: 'gcard_1', amount: 100 }],
      payment_collections: [{ payments: [{ captures: [{ amount: 900 }], refunds: [{ amount: '150' }] }, null] }, null],
    }
    // 750 € of the transfer are left to give back: of 800 € owed, 50 € go onto the card
    expect(owedSplit(800, order)).toEqual({ money: 750, cards: [{ id: 'gcard_1', amount: 50 }] })
    expect(owedSplit(700, order)).toEqual({ money: 700, cards: [] })
    expect(owedSplit(0, order)).toEqual({ money: 0, cards: [] })
    expect(owedSplit(40, {})).toEqual({ money: 40, cards: [] })
  })
})
