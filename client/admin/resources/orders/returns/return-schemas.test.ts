import { describe, expect, it } from 'vitest'
import { receiveLinesSchema, requestLinesSchema } from './return-schemas'

const request = (quantity: number, returnable = 2) => ({ item_id: 'item_1', title: 'Ring', returnable, unit_price: 450, quantity, reason_id: '', note: '' })
const receive = (received: number, damaged: number, requested = 2) => ({ item_id: 'item_1', title: 'Ring', requested, received, damaged, note: '' })
const issues = (result: { success: boolean; error?: { issues: { code: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.code, issue.path.join('.')])

describe('the pieces asked back', () => {
  it('are at most what a line still has, and at least one in all', () => {
    expect(issues(requestLinesSchema.safeParse([request(1), request(2)]))).toEqual([])
    expect(issues(requestLinesSchema.safeParse([request(3), request(0)]))).toEqual([['too_big', '0.quantity']])
    expect(issues(requestLinesSchema.safeParse([request(0), request(0)]))).toEqual([['too_small', '0.quantity']])
    expect(issues(requestLinesSchema.safeParse([request(-1)]))).toEqual([['too_small', '0.quantity']])
  })
})

describe('the pieces that arrived', () => {
  it('received and damaged together are at most what was asked back, and something in all', () => {
    expect(issues(receiveLinesSchema.safeParse([receive(1, 1)]))).toEqual([])
    expect(issues(receiveLinesSchema.safeParse([receive(2, 1)]))).toEqual([['too_big', '0.received']])
    expect(issues(receiveLinesSchema.safeParse([receive(0, 0)]))).toEqual([['too_small', '0.received']])
  })
})
