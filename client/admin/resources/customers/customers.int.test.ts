import type { AdminCustomer, AdminCustomerAddress, AdminCustomerGroup } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { restCalls } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { childResource } = await import('../../engine/children/child-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { customers } = await import('./customers')
const { customerGroups } = await import('./customer-groups')
const { customerForm } = await import('./customer-form')
const { deleteAction } = await import('../../engine/delete-action')
const { adminTranslator, loadAdminDictionary } = await import('../../i18n')
const { sdk } = await import('../../api/sdk')

const childCalls = <P extends { id: string }>(
  parent: P,
  child: NonNullable<NonNullable<typeof customers.detail>['children']>[number] | NonNullable<NonNullable<typeof customerGroups.detail>['children']>[number],
) => callsOf(childResource(child as never, parent))

async function newCustomer() {
  const email = `${unique('it-kundin')}@example.com`
  const values = { email, first_name: 'Henriette', last_name: `Goldschmied-${email.slice(10, 16)}`, company_name: '', phone: '+49 7231 1995' }
  const created = await callsOf(customers).create(customerForm.toBody(customerForm.schema.parse(values)))
  return { customer: created, email }
}

/**
 * A guest's order, placed by the first test that needs it: the deletion test deletes the guest and keeps the order, and
 * for the order list it is someone else's order; neither needs one of its own.
 */
let guest: Promise<{ email: string; order: { id: string } }> | undefined
const guestOrder = () =>
  (guest ??= (async () => {
    const { placeOrder, uniqueEmail } = await import('../../../../e2e/customer-fixture')
    const email = uniqueEmail('it-geloescht')
    return { email, order: await placeOrder(null, { email }) }
  })())

describe('customers (GET/POST /admin/customers, GET/POST /admin/customers/{id})', () => {
  it('creates and edits a customer with the form, finds it by address, filters by account and date, and reads the detail', async () => {
    const { customer, email } = await newCustomer()
    const calls = callsOf(customers)
    const byAddress = await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email }))
    expect(byAddress.rows.map((row) => row.id)).toEqual([customer.id])
    expect(byAddress.rows[0]).toMatchObject({ email, first_name: 'Henriette' })
    const guests = await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email, filters: { has_account: ['false'] } }))
    expect(guests.count).toBe(1)
    const registered = await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email, filters: { has_account: ['true'] } }))
    expect(registered.count).toBe(0)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const later = await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email, filters: { created_after: [tomorrow] } }))
    expect(later.count).toBe(0)

    const edited = customerForm.toBody(
      customerForm.schema.parse({ ...customerForm.values(customer), company_name: 'Goldschmiede Henriette', phone: '' }),
      customer,
    )
    await calls.update(customer.id, edited)
    const detail = await calls.retrieve(customer.id, { fields: customers.detail!.fields })
    expect(detail).toMatchObject({ email, company_name: 'Goldschmiede Henriette', phone: null, has_account: false, groups: [] })
    expect(customers.title(detail, 'de')).toMatch(/^Henriette Goldschmied-/)
  })

  it("creates, edits and deletes a customer's addresses under /admin/customers/{id}/addresses", async () => {
    const { customer } = await newCustomer()
    const addresses = customers.detail!.children![0]
    const calls = childCalls<AdminCustomer>(customer, addresses) as unknown as ReturnType<typeof restCalls<AdminCustomerAddress>>
    // the fields the child table asks for (its columns')
    const page = listQuery(childResource(addresses as never, customer), EMPTY_LIST_STATE)
    const form = addresses.create!
    const values = {
      ...form.values(),
      address_name: 'Atelier',
      // a saved address is one to ship to: the shop's address rule asks for the recipient
      first_name: 'Ida',
      last_name: 'Goldschmidt',
      address_1: 'Westliche Karl-Friedrich-Straße 5',
      postal_code: '75172',
      city: 'Pforzheim',
      country_code: 'DE',
      is_default_shipping: true,
    }
    // Medusa answers both writes with the customer; the form sends country codes in lower case as Medusa keeps them
    await calls.create(form.toBody(form.schema.parse(values)))
    const [address] = (await calls.list(page)).rows
    expect(address).toMatchObject({
      address_name: 'Atelier',
      city: 'Pforzheim',
      country_code: 'de',
      is_default_shipping: true,
      company: null,
      first_name: 'Ida',
    })
    // the edit form reads the address it edits (GET …/addresses/{addressId}) with every field it shows
    expect(addresses.load).toBe(true)
    const read = await calls.retrieve(address.id, { fields: childResource(addresses as never, customer).list.fields!.join(',') })
    expect(form.values(read)).toEqual(form.values(address))
    await calls.update(address.id, form.toBody(form.schema.parse({ ...form.values(read), city: 'Karlsruhe', postal_code: '76133' }), read))
    expect((await calls.list(page)).rows[0]).toMatchObject({ city: 'Karlsruhe', postal_code: '76133' })
    await calls.remove(address.id)
    expect((await calls.list(page)).count).toBe(0)
    await expect(form.schema.parseAsync({ ...values, country_code: 'Deutschland' })).rejects.toThrow()
    await expect(form.schema.parseAsync({ ...values, first_name: '' })).rejects.toThrow()
  })
})

describe('deleting a customer (DELETE /admin/customers/{id})', () => {
  it('deletes the customer after a confirmation that says the orders stay, and they do', async () => {
    const { email, order } = await guestOrder()
    const calls = callsOf(customers)
    const [customer] = (await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email }))).rows
    const remove = deleteAction(customers)
    expect(remove.confirm!.text).toBe('customers.deleteText')
    expect(adminTranslator('de', await loadAdminDictionary('de'))(remove.confirm!.text, { title: email })).toMatch(/Bestellungen bleiben erhalten/)
    await remove.run([customer!], {})
    await expect(calls.retrieve(customer!.id)).rejects.toMatchObject({ status: 404 })
    expect((await calls.list(listQuery(customers, { ...EMPTY_LIST_STATE, q: email }))).count).toBe(0)
    const { order: kept } = await sdk.admin.order.retrieve(order.id, { fields: 'id,email,customer_id' })
    expect(kept).toMatchObject({ id: order.id, email, customer_id: customer!.id })
  })
})

describe("a customer's orders (GET /admin/orders?customer_id=…)", () => {
  it('lists the orders of that customer only, newest first', async () => {
    const { placeOrder, registerCustomer } = await import('../../../../e2e/customer-fixture')
    // someone else's order first: this process's fetch keeps the cookies it is given (the staff session's jar), so
    // once the customer has signed in, every later store call would carry the customer's session
    await guestOrder()
    const session = await registerCustomer('it-kundin-bestellungen')
    const first = await placeOrder(session)
    const second = await placeOrder(session)
    const orders = customers.detail!.children!.find((child) => child.id === 'orders')!
    const page = listQuery(childResource(orders as never, { id: session.customerId }), EMPTY_LIST_STATE)
    const { rows, count } = await childCalls({ id: session.customerId }, orders).list(page)
    expect(count).toBe(2)
    expect(rows.map((row) => row.id)).toEqual([second.id, first.id])
    expect(orders.link!(rows[0] as never)).toBe(`/orders/${second.id}`)
  })
})

describe('customer groups (/admin/customer-groups, members in batch)', () => {
  it('creates, renames and deletes a group, adds and removes members in batch, and the customer list filters by it', async () => {
    const calls = callsOf(customerGroups)
    const name = unique('it-gruppe')
    const group = (await calls.create(customerGroups.create!.toBody(customerGroups.create!.schema.parse({ name })))) as AdminCustomerGroup
    expect((await calls.list(listQuery(customerGroups, { ...EMPTY_LIST_STATE, q: name }))).rows.map((row) => row.id)).toEqual([group.id])
    await calls.update(group.id, { name: `${name}-neu` })
    expect(customerGroups.title(await calls.retrieve(group.id), 'de')).toBe(`${name}-neu`)

    const [one, two] = [await newCustomer(), await newCustomer()]
    const members = customerGroups.detail!.children![0]
    await members.batch!.write(group, { add: [one.customer.id, two.customer.id], remove: [] })
    const memberCalls = childCalls<AdminCustomerGroup>(group, members)
    expect((await memberCalls.list({ limit: 10, fields: 'id,email' })).rows.map((row) => row.id).sort()).toEqual([one.customer.id, two.customer.id].sort())
    const byGroup = await callsOf(customers).list(listQuery(customers, { ...EMPTY_LIST_STATE, filters: { groups: [group.id] } }))
    expect(byGroup.count).toBe(2)
    await members.batch!.write(group, { add: [], remove: [one.customer.id] })
    expect((await memberCalls.list({ limit: 10 })).rows.map((row) => row.id)).toEqual([two.customer.id])
    const detail = await callsOf(customers).retrieve(two.customer.id, { fields: customers.detail!.fields })
    expect(detail.groups?.map((g) => g.id)).toEqual([group.id])
    // the customer list's bulk action puts selected customers into a group
    const addToGroup = customers.list.bulkActions!.find((action) => action.id === 'add-to-group')!
    await addToGroup.run([one.customer], addToGroup.form!.schema.parse({ group_id: group.id }))
    expect((await memberCalls.list({ limit: 10 })).count).toBe(2)

    await calls.remove(group.id)
    await expect(calls.retrieve(group.id)).rejects.toMatchObject({ status: 404 })
  })
})
