import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { customers } = await import('./customers')

describe('customers (GET /admin/customers, GET /admin/customers/{id})', () => {
  it('finds a customer by name or address, filters by account and reads the detail', async () => {
    const email = `${unique('it-kundin')}@example.com`
    const { customer } = await request<{ customer: { id: string } }>('/admin/customers', { method: 'POST', body: { email, first_name: 'Henriette', last_name: `Goldschmied-${email.slice(10, 16)}`, phone: '+49 7231 1995' } })
    const calls = callsOf(customers)
    const byAddress = await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email }))
    expect(byAddress.rows.map((row) => row.id)).toEqual([customer.id])
    expect(byAddress.rows[0]).toMatchObject({ email, first_name: 'Henriette' })
    const guests = await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email, filters: { has_account: ['false'] } }))
    expect(guests.count).toBe(1)
    const registered = await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email, filters: { has_account: ['true'] } }))
    expect(registered.count).toBe(0)
    const detail = await calls.retrieve(customer.id, { fields: customers.detail!.fields })
    expect(detail).toMatchObject({ email, phone: '+49 7231 1995', has_account: false })
    expect(customers.title(detail)).toMatch(/^Henriette Goldschmied-/)
  })
})
