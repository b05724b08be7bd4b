// `STACK_SLOT=n node scripts/record-admin-answers.mjs`: records Medusa's answers to the back office's list and detail
// requests of every registered resource (and the children of the first customer and group) from the running
// `npm start` stack into client/admin/test/recorded-answers.json, which the screens' test renders without a stack.
// A sample customer with an address in a group (and whatever else the seed lacks: a tag, a reservation, a draft order,
// a paid-for order's payment) is created first (once), so the recording shows every section filled.
import { readFileSync, writeFileSync } from 'node:fs'
import { root } from './lib/paths.mjs'

const slot = Number(process.env.STACK_SLOT ?? 0)
const medusa = process.env.MEDUSA_URL ?? `http://localhost:${9000 + slot * 10}`
const email = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
const password = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'

const { token } = await (
  await fetch(`${medusa}/auth/user/emailpass`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
).json()
async function call(path, body) {
  const response = await fetch(`${medusa}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

// the sample: a customer in a group with one address
const sampleEmail = 'aufnahme-kundin@example.com'
let {
  customers: [sample],
} = await call(`/admin/customers?email=${sampleEmail}&fields=id`)
if (!sample) {
  ;({ customer: sample } = await call('/admin/customers', { email: sampleEmail, first_name: 'Henriette', last_name: 'Goldschmied', phone: '+49 7231 1995' }))
  await call(`/admin/customers/${sample.id}/addresses`, {
    address_name: 'Atelier',
    first_name: 'Henriette',
    last_name: 'Goldschmied',
    address_1: 'Westliche Karl-Friedrich-Straße 5',
    postal_code: '75172',
    city: 'Pforzheim',
    country_code: 'de',
    is_default_shipping: true,
  })
  const { customer_group: group } = await call('/admin/customer-groups', { name: 'Stammkundschaft' })
  await call(`/admin/customer-groups/${group.id}/customers`, { add: [sample.id] })
}

// a tag and a type, which the seed does not create
for (const [path, key] of [
  ['/admin/product-tags', 'product_tags'],
  ['/admin/product-types', 'product_types'],
]) {
  if (!(await call(`${path}?limit=1&fields=id`))[key].length) await call(path, { value: 'Aufnahme' })
}

// a reservation, which the seed does not create either (one piece of the first item set aside)
if (!(await call('/admin/reservations?limit=1&fields=id')).reservations.length) {
  const {
    inventory_items: [item],
  } = await call('/admin/inventory-items?limit=1&fields=id,location_levels.location_id')
  await call('/admin/reservations', { inventory_item_id: item.id, location_id: item.location_levels[0].location_id, quantity: 1, description: 'Aufnahme' })
}

// a draft order of the sample customer (a custom line: any shop has one to sell), which the seed does not create
if (!(await call('/admin/draft-orders?limit=1&fields=id')).draft_orders.length) {
  const {
    regions: [region],
  } = await call('/admin/regions?limit=1&fields=id')
  const address = {
    first_name: 'Henriette',
    last_name: 'Goldschmied',
    address_1: 'Westliche Karl-Friedrich-Straße 5',
    postal_code: '75172',
    city: 'Pforzheim',
    country_code: 'de',
  }
  await call('/admin/draft-orders', {
    email: sampleEmail,
    customer_id: sample.id,
    region_id: region.id,
    shipping_address: address,
    billing_address: address,
    items: [{ title: 'Gravur', quantity: 1, unit_price: 25 }],
  })
}

// a payment: an order placed through the store API by bank transfer (a piece of its own, kept without stock), which
// the seed does not place
if (!(await call('/admin/payments?limit=1&fields=id')).payments.length) {
  const { api_keys: keys } = await call('/admin/api-keys?type=publishable&order=created_at&fields=id,token,revoked_at')
  const headers = { 'content-type': 'application/json', 'x-publishable-api-key': keys.find((key) => !key.revoked_at).token }
  const store = async (path, body) => {
    const response = await fetch(`${medusa}/store${path}`, { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body) })
    if (!response.ok) throw new Error(`/store${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const {
    stores: [shop],
  } = await call('/admin/stores?fields=default_sales_channel_id')
  const { product } = await call('/admin/products', {
    title: 'Aufnahme-Anhänger',
    handle: 'aufnahme-anhaenger',
    status: 'published',
    sales_channels: [{ id: shop.default_sales_channel_id }],
    options: [{ title: 'Ausführung', values: ['Standard'] }],
    variants: [
      {
        title: 'Standard',
        sku: 'AUFNAHME-ANHAENGER',
        manage_inventory: false,
        options: { Ausführung: 'Standard' },
        prices: [{ currency_code: 'eur', amount: 190 }],
      },
    ],
  })
  const { regions } = await store('/regions?fields=id,*countries')
  const region = regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))
  const address = {
    first_name: 'Henriette',
    last_name: 'Goldschmied',
    address_1: 'Westliche Karl-Friedrich-Straße 5',
    postal_code: '75172',
    city: 'Pforzheim',
    country_code: 'de',
  }
  const { cart } = await store('/carts', {
    region_id: region.id,
    email: sampleEmail,
    items: [{ variant_id: product.variants[0].id, quantity: 1 }],
    shipping_address: address,
    billing_address: address,
  })
  const {
    shipping_options: [option],
  } = await store(`/shipping-options?cart_id=${cart.id}`)
  await store(`/carts/${cart.id}/shipping-methods`, { option_id: option.id })
  const { payment_collection: collection } = await store('/payment-collections', { cart_id: cart.id })
  await store(`/payment-collections/${collection.id}/payment-sessions`, { provider_id: 'pp_bank-transfer_bank-transfer' })
  await store(`/carts/${cart.id}/complete`, {})
}

// an open invitation of staff, which the seed does not create (its mail goes to the stack's mail catcher)
const sampleInvite = 'aufnahme-einladung@example.com'
if (!(await call(`/admin/invites?email=${sampleInvite}&fields=id`)).invites.length)
  await call('/admin/invites', { email: sampleInvite, metadata: { locale: 'de' } })

// a failed order placement (a cart completed before a payment was chosen): Medusa keeps its workflow execution
if (!(await call('/admin/workflows-executions?limit=1&fields=id')).workflow_executions.length) {
  const {
    api_keys: [key],
  } = await call('/admin/api-keys?type=publishable&limit=1&fields=token')
  const store = async (path, body) =>
    (
      await fetch(`${medusa}/store${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'x-publishable-api-key': key.token, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      })
    ).json()
  const { regions } = await store('/regions?fields=id,*countries')
  const region = regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))
  const {
    products: [product],
  } = await store(`/products?region_id=${region.id}&limit=1&fields=id,*variants`)
  const address = {
    first_name: 'Henriette',
    last_name: 'Goldschmied',
    address_1: 'Westliche Karl-Friedrich-Straße 5',
    postal_code: '75172',
    city: 'Pforzheim',
    country_code: 'de',
  }
  const { cart } = await store('/carts', {
    region_id: region.id,
    email: sampleEmail,
    items: [{ variant_id: product.variants[0].id, quantity: 1 }],
    shipping_address: address,
    billing_address: address,
  })
  await store(`/carts/${cart.id}/complete`, {})
}

// a contact message and a newsletter sign-up, as visitors leave them through the shop's own store routes
for (const [list, key, path, body] of [
  [
    '/admin/contact-messages',
    'contact_messages',
    '/store/contact-messages',
    { name: 'Henriette Goldschmied', email: sampleEmail, subject: 'Gravur', message: 'Kann der Ring innen graviert werden?', consent: true, locale: 'de' },
  ],
  ['/admin/newsletter-subscribers', 'newsletter_subscribers', '/store/newsletter/subscribe', { email: sampleEmail, consent: true, locale: 'de' }],
]) {
  if ((await call(`${list}?limit=1&fields=id`))[key].length) continue
  const {
    api_keys: [publishable],
  } = await call('/admin/api-keys?type=publishable&limit=1&fields=token')
  const response = await fetch(`${medusa}${path}`, {
    method: 'POST',
    headers: { 'x-publishable-api-key': publishable.token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
}

// the samples above, and fields where Medusa's defaults hold what the screens never show (an invite's token, a whole execution)
const INVITE_FIELDS = 'id,email,accepted,expires_at,metadata,created_at'
const LIST_QUERY = {
  '/admin/invites': `&email=${sampleInvite}&fields=${INVITE_FIELDS}`,
  '/admin/workflows-executions': '&fields=id,workflow_id,transaction_id,state,created_at',
}
const DETAIL_QUERY = { '/admin/invites': `?fields=${INVITE_FIELDS}` }

// a campaign with a promotion on the category Ringe, which the seed does not create either
if (!(await call('/admin/campaigns?limit=1&fields=id')).campaigns.length) {
  const { campaign } = await call('/admin/campaigns', { name: 'Aufnahme', campaign_identifier: 'AUFNAHME', budget: { type: 'usage', limit: 100 } })
  const {
    product_categories: [rings],
  } = await call('/admin/product-categories?handle=ringe&fields=id')
  await call('/admin/promotions', {
    code: 'AUFNAHME10',
    type: 'standard',
    status: 'draft',
    campaign_id: campaign.id,
    application_method: {
      type: 'percentage',
      value: 10,
      target_type: 'items',
      allocation: 'across',
      target_rules: [{ attribute: 'items.product.categories.id', operator: 'in', values: [rings.id] }],
    },
    rules: [{ attribute: 'shipping_address.country_code', operator: 'in', values: ['de'] }],
  })
}

// a gift card issued by hand (the loyalty plugin's), which the seed does not create
if (!(await call('/admin/gift-cards?limit=1&fields=id')).gift_cards.length)
  await call('/admin/gift-cards', { value: 50, currency_code: 'eur', note: 'Aufnahme', metadata: { issued_by_hand: true } })
const GIFT_CARD_FIELDS =
  'id,code,value,currency_code,expires_at,note,reference,reference_id,metadata,created_at,store_credit_account.id,store_credit_account.balance'
LIST_QUERY['/admin/gift-cards'] = `&fields=${GIFT_CARD_FIELDS}`
DETAIL_QUERY['/admin/gift-cards'] = `?fields=${GIFT_CARD_FIELDS}`

// the registry's entries: route, path, listKey (one line each)
const registry = readFileSync(`${root}/client/admin/resources/registry.ts`, 'utf8')
const entries = [...registry.matchAll(/^\s+'?([\w-]+)'?: \{ route: '[^']+', path: '([^']+)', listKey: '(\w+)', itemKey: '(\w+)'/gm)].map(
  ([, name, path, listKey, itemKey]) => ({ name, path, listKey, itemKey }),
)
const answers = {}
for (const { name, path, listKey, itemKey } of entries) {
  const list = await call(`${path}?limit=2${name === 'customers' ? `&email=${sampleEmail}` : ''}${LIST_QUERY[path] ?? ''}`)
  answers[path] = list
  const first = list[listKey][0]
  // a currency is named by its code, everything else by its id
  const key = first && (first.id ?? first.code)
  // some resources have no detail of their own (a variant's row leads to its product)
  if (first) answers[`${path}/${key}`] = await call(`${path}/${key}${DETAIL_QUERY[path] ?? ''}`).catch(() => undefined)
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
  // a gift card's page lists its account's transactions
  if (name === 'gift-cards' && first?.store_credit_account) {
    const transactions = `/admin/store-credit-accounts/${first.store_credit_account.id}/transactions`
    answers[transactions] = await call(transactions)
  }
  if (!first) console.warn(`• ${name}: no ${itemKey} to record`)
}
// what the settings' screens ask besides their lists: a tax region's rates, the payment and tax providers
for (const path of ['/admin/tax-rates', '/admin/payments/payment-providers', '/admin/tax-providers']) answers[path] = await call(`${path}?limit=2`)
writeFileSync(`${root}/client/admin/test/recorded-answers.json`, `${JSON.stringify(answers, null, 1)}\n`)
console.log(`recorded ${Object.keys(answers).length} answers of ${entries.length} resources`)
