// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import de from '../../../../../i18n/admin.de.json'
import en from '../../../../../i18n/admin.en.json'
import { answerFromRecording, RECORDED } from '../../../test/recorded-fetch'
import { cleanup, press, renderAdmin, type, waitFor } from '../../../test/render-admin'

/**
 * Returning the pendant of a recorded order (190 €) that a recorded gift card paid 150 € of and a transfer 40 €:
 * before staff confirm the request and the receipt, the refund shows how it splits — the 40 € the transfer can give
 * back, the rest back onto the card (rules/gift-cards.ts `owedSplit`, the rule Medusa then credits by).
 */
const ORDER = '/admin/orders/order_01M8H7TDF5EVG20K6FRRG26AHV'
const CARD = '/admin/gift-cards/gcard_01M8VMXHHXQ8S4APDCGJXZNMQT'
const recordedOrder = RECORDED[ORDER].order as AdminOrder
const card = RECORDED[CARD].gift_card as { id: string; code: string }
const [recordedLine] = recordedOrder.items!
// shipped, so the pendant can come back
const line = { ...recordedLine, unit_price: 190, detail: { ...recordedLine.detail, fulfilled_quantity: 1 } }
const order = { ...recordedOrder, currency_code: 'eur', items: [line] } as AdminOrder
const paid = {
  ...order,
  credit_lines: [{ reference: 'gift-card', reference_id: card.id, amount: 150 }],
  payment_collections: [{ payments: [{ captures: [{ amount: 40 }], refunds: [] }] }],
}
const summary = (pending: number) => ({ original_order_total: 40, current_order_total: 40 + pending, transaction_total: 40, pending_difference: pending })
// requested: Medusa credits the pendant only on receipt; received: it owes the customer its price
const requested = { ...order, summary: summary(0) }
const received = { ...order, summary: summary(-190) }
const RETURN = '/admin/returns/ret_1'

beforeAll(() =>
  answerFromRecording((path, init) => {
    if (path === ORDER) return { order: paid }
    if (path === `${ORDER}/preview`) return { order: received }
    if (path === '/admin/returns') return { return: { id: 'ret_1', location_id: null } }
    if (path === `${RETURN}/request-items`) return { return: { id: 'ret_1' }, order_preview: requested }
    // the stock location set (POST), or the return read (GET)
    if (path === RETURN && init?.method === 'POST') return { return: { id: 'ret_1' }, order_preview: requested }
    if (path === RETURN) return { return: { id: 'ret_1', items: [{ id: 'retitem_1', item_id: line.id, quantity: 1, item: line }] } }
    if (path === `${RETURN}/receive`) return { return: { id: 'ret_1' } }
    if (path === `${RETURN}/receive-items`) return { return: { id: 'ret_1' }, order_preview: received }
    if (path === `${RETURN}/request`) return { id: 'ret_1', deleted: true }
    return undefined
  }),
)
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const { FlowScreen } = await import('../../../engine/flow/flow-screen')
const { requestReturnFlow } = await import('./request-return-flow')
const { receiveReturnFlow } = await import('./receive-return-flow')

const LANGUAGES = [
  ['de', de, 'Erstattung an den Kunden190,00 €', `davon zurück auf Gutschein ${card.code}150,00 €`],
  ['en', en, 'Refund due to the customer€190.00', `of which back onto gift card ${card.code}€150.00`],
] as const
const amounts = () => [...document.querySelectorAll('[data-flow-amounts] > div')].map((row) => row.textContent?.replace(/\s/g, ' '))
const spaced = (text: string) => text.replace(/\s/g, ' ')

describe('the return of an order a gift card paid most of', () => {
  it.each(LANGUAGES)('in %s: the request shows the share that will go back onto the card', async (locale, texts, refund, share) => {
    await renderAdmin(<FlowScreen spec={requestReturnFlow(order)} onClose={() => undefined} />, '/', locale)
    await waitFor(() => !!document.querySelector('[data-field="lines.0.quantity"] input'), 'the returnable lines')
    await type(document.querySelector<HTMLInputElement>('[data-field="lines.0.quantity"] input')!, '1')
    await press(texts.flow.request)
    await waitFor(() => !!document.querySelector('[data-flow-amounts]'), 'the money')
    expect(amounts()).toEqual(expect.arrayContaining([spaced(refund), spaced(share)]))
  })

  it.each(LANGUAGES)('in %s: the receipt shows the share that goes back onto the card on confirming', async (locale, texts, refund, share) => {
    await renderAdmin(<FlowScreen spec={receiveReturnFlow(order, 'ret_1')} onClose={() => undefined} />, '/', locale)
    await waitFor(() => !!document.querySelector('[data-lines="lines"]'), 'the returned lines')
    await press(texts.flow.request)
    await waitFor(() => !!document.querySelector('[data-flow-amounts]'), 'the money')
    expect(amounts()).toEqual(expect.arrayContaining([spaced(refund), spaced(share)]))
  })
})
