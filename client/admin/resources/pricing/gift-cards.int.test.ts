import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../test/staff-session'

await signInAsStaff()
const { callsOf } = await import('../../engine/use-resource')
const { childResource } = await import('../../engine/children/child-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { adminTranslator, loadAdminDictionary } = await import('../../i18n')
const { giftCards } = await import('./gift-cards')

describe('gift cards (the loyalty plugin: /admin/gift-cards, /admin/store-credit-accounts/{id}/transactions)', () => {
  it('issues a card by hand, finds it by code with its balance, lists its credit and disables and enables it', async () => {
    const calls = callsOf(giftCards)
    const form = giftCards.create!
    const body = form.toBody(form.schema.parse({ value: 75, currency_code: 'eur', expires_on: null, note: 'Entschuldigung für die Verspätung' }))
    const created = await calls.create(body)
    expect(created.code).toMatch(/^GS-/)

    // the list's row, with the fields its columns ask for (the balance among them)
    const row = async () => (await calls.list(listQuery(giftCards, { ...EMPTY_LIST_STATE, q: created.code }))).rows
    const rows = await row()
    expect(rows.map((found) => [found.code, Number(found.store_credit_account?.balance)])).toEqual([[created.code, 75]])
    const card = rows[0]!
    expect(await calls.retrieve(created.id)).toMatchObject({
      code: created.code,
      note: 'Entschuldigung für die Verspätung',
      metadata: { issued_by_hand: true },
    })

    const context = { t: adminTranslator('de', await loadAdminDictionary('de')), locale: 'de' as const }
    const state = giftCards.list.columns.find((column) => column.id === 'state')!
    expect(state.cell!(card, context)).toBe('Gültig')

    const transactions = giftCards.detail!.children![0]!
    const child = childResource(transactions as never, card)
    const booked = await callsOf(child).list(listQuery(child, EMPTY_LIST_STATE))
    expect((booked.rows as { type?: string; amount?: number }[]).map((row) => [row.type, Number(row.amount)])).toEqual([['credit', 75]])

    const [disable, enable] = giftCards.detail!.actions!
    expect(disable!.when!(card)).toBe(true)
    await disable!.run([card], {})
    const [disabled] = await row()
    expect(state.cell!(disabled!, context)).toBe('Gesperrt')
    expect(enable!.when!(disabled!)).toBe(true)
    await enable!.run([disabled!], {})
    const [enabled] = await row()
    expect(state.cell!(enabled!, context)).toBe('Gültig')
    expect(enabled!.expires_at).toBeNull()
  })
})
