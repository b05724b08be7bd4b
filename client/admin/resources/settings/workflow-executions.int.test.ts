import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique, WORKER_URL } from '../../test/staff-session'

await signInAsStaff()
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { workflowExecutions } = await import('./workflow-executions')
const { errorsOf, stepsOf } = await import('./workflow-steps')
const { plugins } = await import('./plugins')

/** An order placement that fails as a customer's could: a cart completed before any payment was chosen. */
async function failedPlacement() {
  const store = async <T>(path: string, body?: unknown) =>
    (await (
      await fetch(`${WORKER_URL}/medusa/store${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as T
  const { regions } = await store<{ regions: { id: string; countries: { iso_2: string }[] }[] }>('/regions?fields=id,*countries')
  const region = regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))!
  const { products } = await store<{ products: { variants: { id: string }[] }[] }>(`/products?region_id=${region.id}&limit=1&fields=id,*variants`)
  const address = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
  const { cart } = await store<{ cart: { id: string } }>('/carts', {
    region_id: region.id,
    email: `${unique('it-ablauf')}@example.com`,
    items: [{ variant_id: products[0].variants[0].id, quantity: 1 }],
    shipping_address: address,
    billing_address: address,
  })
  const answer = await store<{ type: string }>(`/carts/${cart.id}/complete`, {})
  expect(answer.type).not.toBe('order')
  return cart.id
}

describe('workflow executions (GET /admin/workflows-executions, GET /admin/workflows-executions/{id})', () => {
  it('finds a failed order placement among the reverted ones, with each step’s state, the error in full and its cart', async () => {
    const cartId = await failedPlacement()
    const calls = callsOf(workflowExecutions)
    const state = { ...EMPTY_LIST_STATE, q: 'complete-cart', filters: { state: ['reverted', 'failed'] } }
    const { rows } = await calls.list(listQuery(workflowExecutions, state))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.workflow_id === 'complete-cart' && ['reverted', 'failed'].includes(row.state))).toBe(true)
    // the newest first: ours is among the few most recent
    const details = await Promise.all(rows.slice(0, 10).map((row) => calls.retrieve(row.id, { fields: workflowExecutions.detail!.fields })))
    const ours = details.find((execution) => (execution.context?.data?.payload as { id?: string } | undefined)?.id === cartId)!
    expect(ours, 'the execution of the failed placement').toBeDefined()
    expect(workflowExecutions.title(ours, 'de')).toBe('complete-cart')
    const steps = stepsOf(ours)
    expect(steps.find((step) => step.name === 'validate-cart-payments')).toMatchObject({ invoke: 'failed' })
    expect(steps.filter((step) => step.compensate === 'reverted').length).toBeGreaterThan(0)
    const [error] = errorsOf(ours)
    expect(error).toMatchObject({ step: 'validate-cart-payments', phase: 'invoke', message: 'Payment collection has not been initiated for cart' })
    expect(error.stack).toContain('validate-cart-payments')

    // another state leaves it out
    const done = await calls.list(listQuery(workflowExecutions, { ...state, filters: { state: ['done'] } }))
    expect(done.rows.map((row) => row.id)).not.toContain(ours.id)
  })
})

describe('plugins (GET /admin/plugins)', () => {
  it('lists the plugins Medusa runs with by package name, as rows of their own', async () => {
    const { rows, count } = await callsOf(plugins).list({})
    expect(rows).toContainEqual({ id: '@medusajs/draft-order', name: '@medusajs/draft-order' })
    expect(count).toBe(rows.length)
  })
})
