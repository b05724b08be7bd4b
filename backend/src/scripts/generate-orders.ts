import type { ExecArgs } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { createOrderPaymentCollectionWorkflow, createOrderWorkflow, markPaymentCollectionAsPaid } from '@medusajs/medusa/core-flows'
import { copyOrders } from './order-copies'

/** The metadata key that marks a generated order: a second run counts them and only adds the difference. */
export const GENERATED_MARK = 'generated_for_bench'

/** Orders created at once: Medusa's workflows wait on the database, two cores keep four busy. */
const PARALLEL = 4

/** Orders placed through the workflows at most; the rest are copies of them in SQL (./order-copies.ts). */
const THROUGH_WORKFLOWS = Number(process.env.GENERATED_THROUGH_WORKFLOWS ?? 40)
/** A copy's id ends in `_c<run>_<n>` (order-copies.ts): the templates are the orders the workflows placed. */
const COPY_ID = '_c[0-9a-z]+_[0-9]+$'

const FIRST = ['Anna', 'Lukas', 'Marie', 'Jonas', 'Sophie', 'Felix', 'Emma', 'Paul', 'Lea', 'Noah']
const LAST = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch']
const CITIES = [
  ['10115', 'Berlin'],
  ['80331', 'München'],
  ['20095', 'Hamburg'],
  ['50667', 'Köln'],
  ['75172', 'Pforzheim'],
]

/**
 * `medusa exec ./src/scripts/generate-orders.ts` with GENERATED_ORDERS=N: N orders (or a few more) on the seeded shop
 * for the back office's list and figures at scale. Up to GENERATED_THROUGH_WORKFLOWS (40) through Medusa's own
 * workflows (createOrderWorkflow, a payment collection each, every tenth one marked as paid), the rest as copies of
 * those in SQL, row for row, spread over the past year (./order-copies.ts): seconds instead of a workflow run each.
 * Items are the catalogue's products by title, picture and price, without a variant, so stock stays as it is.
 * Idempotent by GENERATED_MARK in the orders' metadata.
 */
export default async function generateOrders({ container }: ExecArgs) {
  const total = Number(process.env.GENERATED_ORDERS ?? 2000)
  if (!Number.isInteger(total) || total < 1 || total > 50_000) throw new Error('GENERATED_ORDERS must be a whole number from 1 to 50000')
  const started = Date.now()
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows: present } = await pg.raw(`select count(*)::int as n from "order" where metadata->>'${GENERATED_MARK}' = 'true' and deleted_at is null`)
  const missing = total - present[0].n
  if (missing <= 0) {
    console.log(`orders: ${present[0].n} generated orders present, nothing to add`)
    return
  }

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: regions } = await query.graph({ entity: 'region', fields: ['id', 'currency_code', 'countries.iso_2'], filters: { currency_code: 'eur' } })
  const region = regions[0]
  if (!region) throw new Error("run the shop's seed first: no euro region")
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ['default_sales_channel_id'] })
  const { data: options } = await query.graph({ entity: 'shipping_option', fields: ['id', 'name', 'prices.amount', 'prices.currency_code'] })
  const { data: variants } = await query.graph({
    entity: 'product_variant',
    fields: ['id', 'title', 'sku', 'product.title', 'product.thumbnail', 'product.is_giftcard', 'prices.amount', 'prices.currency_code'],
    pagination: { take: 200 },
  })
  // pieces of jewellery: the gift card is no piece an order of the bench ships
  const priced = variants
    .filter((variant) => !variant.product?.is_giftcard)
    .map((variant) => ({
      variant,
      price: (variant.prices ?? []).find((price: { currency_code?: string; amount?: number } | null) => price?.currency_code === 'eur')?.amount,
    }))
    .filter((entry): entry is { variant: (typeof variants)[number]; price: number } => typeof entry.price === 'number')
  const shipping = options
    .map((option) => ({
      option,
      amount: (option.prices ?? []).find((price: { currency_code?: string; amount?: number } | null) => price?.currency_code === 'eur')?.amount,
    }))
    .find((entry) => typeof entry.amount === 'number')
  if (!priced.length || !shipping) throw new Error("run the shop's seed first: no priced variants or shipping option in euro")

  const one = async (n: number) => {
    const [postalCode, city] = CITIES[n % CITIES.length]
    const address = {
      first_name: FIRST[n % FIRST.length],
      last_name: LAST[Math.floor(n / FIRST.length) % LAST.length],
      address_1: `Ringstraße ${1 + (n % 90)}`,
      postal_code: postalCode,
      city,
      country_code: 'de',
    }
    const { variant, price } = priced[n % priced.length]
    const { result: order } = await createOrderWorkflow(container).run({
      input: {
        region_id: region.id,
        sales_channel_id: store.default_sales_channel_id!,
        currency_code: 'eur',
        email: `bench-${n}@example.com`,
        shipping_address: address,
        billing_address: address,
        items: [
          {
            title: variant.title ?? '',
            product_title: variant.product?.title ?? '',
            variant_sku: variant.sku ?? undefined,
            thumbnail: variant.product?.thumbnail ?? undefined,
            quantity: 1 + (n % 2),
            unit_price: price,
            is_tax_inclusive: true,
          },
        ],
        shipping_methods: [{ name: shipping.option.name, shipping_option_id: shipping.option.id, amount: shipping.amount!, is_tax_inclusive: true }],
        metadata: { [GENERATED_MARK]: true },
      } as never,
    })
    const { result: collections } = await createOrderPaymentCollectionWorkflow(container).run({ input: { order_id: order.id, amount: Number(order.total) } })
    if (n % 10 === 0) await markPaymentCollectionAsPaid(container).run({ input: { order_id: order.id, payment_collection_id: collections[0].id } })
  }

  const placed = Math.min(missing, Math.max(1, THROUGH_WORKFLOWS))
  const numbers = Array.from({ length: placed }, (_, i) => present[0].n + i + 1)
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < numbers.length) {
        const n = numbers[next++]
        await one(n)
        if (n % 250 === 0) console.log(`  ${n} of ${total}`)
      }
    }),
  )
  const workflowSeconds = (Date.now() - started) / 1000
  const { rows: templates } = await pg.raw(
    `select id from "order" where metadata->>'${GENERATED_MARK}' = 'true' and deleted_at is null and id !~ '${COPY_ID}' order by created_at`,
  )
  const copied = await copyOrders(
    pg,
    templates.map((row: { id: string }) => row.id),
    Math.ceil((missing - placed) / templates.length),
  )
  const seconds = (Date.now() - started) / 1000
  console.log(
    `orders: created ${placed} generated orders through Medusa's workflows (${workflowSeconds.toFixed(0)} s) and ${copied} copies of them in SQL (${(seconds - workflowSeconds).toFixed(1)} s), ${present[0].n + placed + copied} in all`,
  )
}
