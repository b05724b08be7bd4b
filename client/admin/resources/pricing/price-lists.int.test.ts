import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { loadPriceColumns } = await import('../catalogue/products/price-columns')
const { priceLists } = await import('./price-lists')
const { priceListForm } = await import('./price-lists-form')
const { loadGrid, removeProducts, savePrices } = await import('./price-lists-calls')
const { listGrid, priceBatch, regularPrice } = await import('./price-lists-prices')
const { dayEnd, dayStart } = await import('../../../../rules/shop-days')
const { groupsOf, stateOf } = await import('./price-lists-state')

const calls = callsOf(priceLists)
const form = priceListForm
const find = async (q: string, filters: Record<string, string[]> = {}) => calls.list(listQuery(priceLists, { ...EMPTY_LIST_STATE, q, filters }))

async function newGroup() {
  const { customer_group } = await request<{ customer_group: { id: string } }>('/admin/customer-groups', {
    method: 'POST',
    body: { name: unique('it-Stammkundschaft') },
  })
  return customer_group.id
}

describe('price lists (GET/POST /admin/price-lists, GET/POST/DELETE /admin/price-lists/{id})', () => {
  it('creates a sale for a customer group with its period, finds it by search, status and type, edits and deletes it', async () => {
    const group = await newGroup()
    const title = unique('it-Sommerangebot')
    const values = {
      title,
      description: 'Für Stammkunden',
      type: 'sale',
      status: 'active',
      starts_at: '2030-06-01',
      ends_at: '2030-06-30',
      customer_groups: [group],
    }
    const created = await calls.create(form.toBody(form.schema.parse(values)))
    try {
      expect(created).toMatchObject({
        title,
        type: 'sale',
        status: 'active',
        starts_at: dayStart('2030-06-01'),
        ends_at: dayEnd('2030-06-30'),
        rules: { 'customer.groups.id': [group] },
      })

      // the list's columns: state, groups and the number of prices come with the fields they name
      const { rows } = await find(title)
      expect(rows.map((row) => row.id)).toEqual([created.id])
      expect([stateOf(rows[0]), groupsOf(rows[0]), rows[0].prices?.length]).toEqual(['scheduled', [group], 0])
      expect((await find(title, { type: ['sale'] })).count).toBe(1)
      expect((await find(title, { type: ['override'] })).count).toBe(0)
      expect((await find(title, { status: ['active'] })).count).toBe(1)
      expect((await find(title, { status: ['draft'] })).count).toBe(0)

      const detail = await calls.retrieve(created.id, { fields: priceLists.detail!.fields })
      expect(form.values(detail)).toEqual(values)

      // groups off (everybody), no end, a draft override; the start staff did not touch keeps its time
      const edited = { ...form.values(detail), type: 'override', status: 'draft', ends_at: null, customer_groups: [] }
      await calls.update(created.id, form.toBody(form.schema.parse(edited), detail))
      const after = await calls.retrieve(created.id, { fields: priceLists.detail!.fields })
      expect(after).toMatchObject({ type: 'override', status: 'draft', starts_at: detail.starts_at, ends_at: null })
      expect(groupsOf(after)).toEqual([])
      expect((await find(title, { type: ['override'], status: ['draft'] })).count).toBe(1)
    } finally {
      await calls.remove(created.id)
      await request(`/admin/customer-groups/${group}`, { method: 'DELETE' })
    }
    await expect(calls.retrieve(created.id)).rejects.toMatchObject({ status: 404 })
  })

  it('refuses a type Medusa does not know with a message, before Medusa validates the list', async () => {
    await expect(request('/admin/price-lists', { query: { type: ['bogus'] } })).rejects.toMatchObject({
      status: 400,
      message: 'type must be one of sale, override',
    })
  })
})

describe("a price list's products and prices (POST /admin/price-lists/{id}/prices/batch, POST …/products)", () => {
  it('saves the grid in one batch, lists the products by the list, refuses a bad batch whole and removes products in one call', async () => {
    const { products } = await request<{ products: { id: string; variants: { id: string }[] }[] }>('/admin/products', {
      query: { fields: 'id,variants.id', limit: 20, order: 'created_at' },
    })
    const product = products.find((candidate) => candidate.variants.length >= 2)!
    const [one, two] = product.variants.map((variant) => variant.id)
    // a draft: nobody's prices change while the test runs
    const list = await calls.create(form.toBody(form.schema.parse({ ...form.values(), title: unique('it-Preisraster'), status: 'draft' })))
    try {
      const columns = await loadPriceColumns()
      const eur = columns.find((column) => column.key === 'currency:eur')!
      const chf = columns.find((column) => column.key === 'currency:chf')!
      const region = columns.find((column) => column.region_id && column.currency_code === 'chf')!
      const grid = async () => listGrid((await loadGrid(list.id, [product.id])).prices)
      const first = await loadGrid(list.id, [product.id])
      expect(first.products.map((shown) => shown.id)).toEqual([product.id])
      expect(first.prices).toEqual([])
      // the regular price staff see beside each cell
      expect(regularPrice(first.products[0].variants![0].prices ?? [], eur)).toBeGreaterThan(0)

      await savePrices(list.id, priceBatch(first.prices, { [one]: { [eur.key]: 100, [region.key]: 90 }, [two]: { [eur.key]: 200 } }, columns))
      expect(await grid()).toEqual({ [one]: { [eur.key]: 100, [region.key]: 90 }, [two]: { [eur.key]: 200 } })
      const inList = await request<{ products: { id: string }[] }>('/admin/products', { query: { price_list_id: [list.id], fields: 'id' } })
      expect(inList.products.map((shown) => shown.id)).toEqual([product.id])

      // an update, a deletion and a creation together
      const second = await loadGrid(list.id, [product.id])
      const batch = priceBatch(second.prices, { [one]: { [eur.key]: 95, [region.key]: null }, [two]: { [eur.key]: 200, [chf.key]: 210 } }, columns)
      expect([batch.create.length, batch.update.length, batch.delete.length]).toEqual([1, 1, 1])
      await savePrices(list.id, batch)
      const saved = await grid()
      expect(saved).toEqual({ [one]: { [eur.key]: 95 }, [two]: { [eur.key]: 200, [chf.key]: 210 } })

      // one bad price refuses the whole batch, with its reason: the good changes beside it are not saved either
      const third = await loadGrid(list.id, [product.id])
      const change = { [one]: { [eur.key]: 80 }, [two]: { [eur.key]: 200 } }
      await expect(savePrices(list.id, priceBatch(third.prices, { ...change, variant_nope: { [eur.key]: 1 } }, columns))).rejects.toMatchObject({
        status: 400,
        message: 'Variants not found: variant_nope',
      })
      await expect(savePrices(list.id, priceBatch(third.prices, { ...change, [two]: { [eur.key]: -1 } }, columns))).rejects.toMatchObject({
        status: 400,
        message: 'amount must be 0 or more, got -1',
      })
      const foreign = { ...priceBatch(third.prices, change, columns), delete: ['price_of_another_list'] }
      await expect(savePrices(list.id, foreign)).rejects.toMatchObject({ status: 400, message: 'Prices not in this price list: price_of_another_list' })
      expect(await grid()).toEqual(saved)

      await removeProducts(list.id, [product.id])
      expect(await grid()).toEqual({})
      expect((await request<{ count: number }>('/admin/products', { query: { price_list_id: [list.id], fields: 'id' } })).count).toBe(0)
    } finally {
      await calls.remove(list.id)
    }
  })
})
