import { describe, expect, it } from 'vitest'
import { copySql, ORDER_TABLES } from './order-copies'

const table = (name: string) => ORDER_TABLES.find((copy) => copy.table === name)!

describe('copySql', () => {
  it('gives each copy its own ids and references, a new display id and a day of its own', () => {
    const sql = copySql(table('order'), ['id', 'display_id', 'shipping_address_id', 'email', 'created_at'])
    expect(sql).toContain('insert into "order" ("id", "shipping_address_id", "email", "created_at")')
    expect(sql).toContain(`case when src."id" is null then null else src."id" || :suffix || n end`)
    expect(sql).toContain(`case when src."shipping_address_id" is null then null else src."shipping_address_id" || :suffix || n end`)
    expect(sql).toContain('src."email"')
    expect(sql).toMatch(/now\(\) - .* \* interval '1 day'/)
    expect(sql).toContain('cross join generate_series(1, cast(:copies as int)) n')
  })

  it('copies an item with its line: the reference and the line get the same suffix', () => {
    const item = copySql(table('order_item'), ['id', 'order_id', 'item_id', 'quantity'])
    const line = copySql(table('order_line_item'), ['id', 'title'])
    expect(item).toContain(`src."item_id" || :suffix || n`)
    expect(line).toContain(`src."id" || :suffix || n`)
    expect(line).toContain('src."title"')
  })

  it('copies the rows a template order owns, payments and their captures included, before the rows that name them', () => {
    const order = ORDER_TABLES.map((copy) => copy.table)
    expect(order.indexOf('order_address')).toBeLessThan(order.indexOf('order'))
    expect(order.indexOf('order_line_item')).toBeLessThan(order.indexOf('order_item'))
    expect(order.indexOf('payment')).toBeLessThan(order.indexOf('capture'))
    expect(ORDER_TABLES.filter((copy) => copy.table !== 'payment_collection_payment_providers').every((copy) => copy.copied.includes('id'))).toBe(true)
  })
})
