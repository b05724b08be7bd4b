// `STACK_SLOT=n node scripts/record-admin-answers.mjs`: records Medusa's answers to the back office's list and detail
// requests of every registered resource (and the children of the first customer and group) from the running
// `npm start` stack into client/admin/test/recorded-answers.json, which the screens' test renders without a stack.
// A sample customer with an address in a group is created first (once), so the recording shows every section filled.
import { readFileSync, writeFileSync } from 'node:fs'
import { root } from './lib/paths.mjs'

const slot = Number(process.env.STACK_SLOT ?? 0)
const medusa = process.env.MEDUSA_URL ?? `http://localhost:${9000 + slot * 10}`
const email = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
const password = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'

const { token } = await (await fetch(`${medusa}/auth/user/emailpass`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json()
async function call(path, body) {
  const response = await fetch(`${medusa}${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

// the sample: a customer in a group with one address
const sampleEmail = 'aufnahme-kundin@example.com'
let { customers: [sample] } = await call(`/admin/customers?email=${sampleEmail}&fields=id`)
if (!sample) {
  ;({ customer: sample } = await call('/admin/customers', { email: sampleEmail, first_name: 'Henriette', last_name: 'Goldschmied', phone: '+49 7231 1995' }))
  await call(`/admin/customers/${sample.id}/addresses`, { address_name: 'Atelier', first_name: 'Henriette', last_name: 'Goldschmied', address_1: 'Westliche Karl-Friedrich-Straße 5', postal_code: '75172', city: 'Pforzheim', country_code: 'de', is_default_shipping: true })
  const { customer_group: group } = await call('/admin/customer-groups', { name: 'Stammkundschaft' })
  await call(`/admin/customer-groups/${group.id}/customers`, { add: [sample.id] })
}

// a tag and a type, which the seed does not create
for (const [path, key] of [['/admin/product-tags', 'product_tags'], ['/admin/product-types', 'product_types']]) {
  if (!(await call(`${path}?limit=1&fields=id`))[key].length) await call(path, { value: 'Aufnahme' })
}

// a reservation, which the seed does not create either (one piece of the first item set aside)
if (!(await call('/admin/reservations?limit=1&fields=id')).reservations.length) {
  const { inventory_items: [item] } = await call('/admin/inventory-items?limit=1&fields=id,location_levels.location_id')
  await call('/admin/reservations', { inventory_item_id: item.id, location_id: item.location_levels[0].location_id, quantity: 1, description: 'Aufnahme' })
}

// a draft order of the sample customer (a custom line: any shop has one to sell), which the seed does not create
if (!(await call('/admin/draft-orders?limit=1&fields=id')).draft_orders.length) {
  const { regions: [region] } = await call('/admin/regions?limit=1&fields=id')
  const address = { first_name: 'Henriette', last_name: 'Goldschmied', address_1: 'Westliche Karl-Friedrich-Straße 5', postal_code: '75172', city: 'Pforzheim', country_code: 'de' }
  await call('/admin/draft-orders', { email: sampleEmail, customer_id: sample.id, region_id: region.id, shipping_address: address, billing_address: address, items: [{ title: 'Gravur', quantity: 1, unit_price: 25 }] })
}

// a campaign with a promotion on the category Ringe, which the seed does not create either
if (!(await call('/admin/campaigns?limit=1&fields=id')).campaigns.length) {
  const { campaign } = await call('/admin/campaigns', { name: 'Aufnahme', campaign_identifier: 'AUFNAHME', budget: { type: 'usage', limit: 100 } })
  const { product_categories: [rings] } = await call('/admin/product-categories?handle=ringe&fields=id')
  await call('/admin/promotions', { code: 'AUFNAHME10', type: 'standard', status: 'draft', campaign_id: campaign.id, application_method: { type: 'percentage', value: 10, target_type: 'items', allocation: 'across', target_rules: [{ attribute: 'items.product.categories.id', operator: 'in', values: [rings.id] }] }, rules: [{ attribute: 'shipping_address.country_code', operator: 'in', values: ['de'] }] })
}

// the registry's entries: route, path, listKey (one line each)
const registry = readFileSync(`${root}/client/admin/resources/registry.ts`, 'utf8')
const entries = [...registry.matchAll(/^\s+'?([\w-]+)'?: \{ route: '[^']+', path: '([^']+)', listKey: '(\w+)', itemKey: '(\w+)'/gm)].map(([, name, path, listKey, itemKey]) => ({ name, path, listKey, itemKey }))
const answers = {}
for (const { name, path, listKey, itemKey } of entries) {
  const list = await call(`${path}?limit=2${name === 'customers' ? `&email=${sampleEmail}` : ''}`)
  answers[path] = list
  const first = list[listKey][0]
  // some resources have no detail of their own (a variant's row leads to its product)
  if (first) answers[`${path}/${first.id}`] = await call(`${path}/${first.id}`).catch(() => undefined)
  if (name === 'customers' && first) {
    answers[`${path}/${first.id}`] = await call(`${path}/${first.id}?fields=*groups`)
    answers[`${path}/${first.id}/addresses`] = await call(`${path}/${first.id}/addresses`)
  }
  // a promotion's page reads its rules by kind, named by the attributes Medusa offers
  if (name === 'promotions' && first) {
    for (const ruleType of ['rules', 'target-rules', 'buy-rules']) {
      answers[`${path}/${first.id}/${ruleType}`] = await call(`${path}/${first.id}/${ruleType}`)
      answers[`${path}/rule-attribute-options/${ruleType}`] = await call(`${path}/rule-attribute-options/${ruleType}?promotion_type=${first.type}`)
    }
  }
  if (!first) console.warn(`• ${name}: no ${itemKey} to record`)
}
writeFileSync(`${root}/client/admin/test/recorded-answers.json`, `${JSON.stringify(answers, null, 1)}\n`)
console.log(`recorded ${Object.keys(answers).length} answers of ${entries.length} resources`)
