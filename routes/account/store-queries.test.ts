import { describe, expect, it } from 'vitest'
import { MAX_ORDERS_PAGE, orderListQuery, ordersPageOf } from './store-queries'

const page = (query: string) => ordersPageOf(new URL(`https://shop.example/de/account/orders${query}`))

describe('the orders page of a URL', () => {
  it('reads ?page=', () => {
    expect(page('?page=3')).toBe(3)
  })
  it('is the first page without one, or for anything that is not a page', () => {
    for (const query of ['', '?page=', '?page=0', '?page=-2', '?page=abc']) expect(page(query)).toBe(1)
  })
  it('stops at the last page the API answers', () => {
    expect(page('?page=99999999')).toBe(MAX_ORDERS_PAGE)
  })
})

describe("Medusa's query of a page", () => {
  it('skips the earlier pages, newest first', () => {
    expect(orderListQuery(3)).toMatchObject({ limit: 10, offset: 20, order: '-created_at' })
  })
})
