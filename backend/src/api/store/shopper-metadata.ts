import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { clearedMetadata, type MetadataKind, refusedMetadataKeys } from '../../rules/shopper-metadata'
import { visitorLocale } from '../visitor-locale'

const MESSAGES = {
  de: (keys: string) => `Diese Angaben nimmt der Shop nicht an: ${keys}.`,
  en: (keys: string) => `The shop does not accept these details: ${keys}.`,
}

type Body = Record<string, unknown>
const record = (value: unknown): Body | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : null)

/** Where a store route's body carries metadata, and of which kind; `path` names it in the refusal. */
type Place = { path: string; kind: MetadataKind; metadata: unknown }

const addressPlaces = (body: Body): Place[] =>
  (['shipping_address', 'billing_address'] as const).map((field) => ({ path: `${field}.metadata`, kind: 'address', metadata: record(body[field])?.metadata }))

/** The metadata places of each store route that accepts metadata (Medusa 2.21's store validators). */
export const METADATA_PLACES = {
  'cart-create': (body: Body): Place[] => [
    { path: 'metadata', kind: 'cart', metadata: body.metadata },
    ...addressPlaces(body),
    ...(Array.isArray(body.items) ? body.items : []).map((item, index) => ({
      path: `items[${index}].metadata`,
      kind: 'line_item' as const,
      metadata: record(item)?.metadata,
    })),
  ],
  'cart-update': (body: Body): Place[] => [{ path: 'metadata', kind: 'cart', metadata: body.metadata }, ...addressPlaces(body)],
  'line-item': (body: Body): Place[] => [{ path: 'metadata', kind: 'line_item', metadata: body.metadata }],
  'customer-create': (body: Body): Place[] => [{ path: 'metadata', kind: 'new_customer', metadata: body.metadata }],
  'customer-update': (body: Body): Place[] => [{ path: 'metadata', kind: 'customer', metadata: body.metadata }],
  address: (body: Body): Place[] => [{ path: 'metadata', kind: 'address', metadata: body.metadata }],
} satisfies Record<string, (body: Body) => Place[]>

/** The refused keys of a body, named by where they are (`metadata.staff_notes`, `shipping_address.metadata.x`). */
function refusedPlaces(route: keyof typeof METADATA_PLACES, body: unknown): string[] {
  return METADATA_PLACES[route](record(body) ?? {}).flatMap(({ path, kind, metadata }) => refusedMetadataKeys(kind, metadata).map((key) => `${path}.${key}`))
}

const named = (paths: string[]) => {
  const shown = paths.slice(0, 5).map((path) => (path.length > 80 ? `${path.slice(0, 79)}…` : path))
  return paths.length > shown.length ? `${shown.join(', ')} …` : shown.join(', ')
}

/**
 * A store route's body may carry only the metadata the storefront sends (src/shop/shopper-metadata.ts); anything
 * else is a 400 with the keys named, in the visitor's language, before Medusa stores a thing.
 */
export function shopperMetadataOnly(route: keyof typeof METADATA_PLACES) {
  return function refuseOtherMetadata(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const refused = refusedPlaces(route, req.body)
    if (!refused.length) return next()
    next(new MedusaError(MedusaError.Types.INVALID_DATA, MESSAGES[visitorLocale(req)](named(refused))))
  }
}

/**
 * Before a cart becomes an order (Medusa copies the cart's, its lines' and its addresses' metadata into the order),
 * whatever a shopper could not have written is cleared: a cart written before this rule, or by any other way, must
 * not hand the order a staff note or any other trusted field.
 */
export async function orderInheritsShopperMetadataOnly(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const carts = req.scope.resolve(Modules.CART)
  const [cart] = await carts.listCarts({ id: req.params.id }, { take: 1, relations: ['items', 'shipping_address', 'billing_address'] })
  if (!cart) return next()
  const metadata = clearedMetadata('cart', cart.metadata)
  if (metadata) await carts.updateCarts(cart.id, { metadata })
  for (const address of [cart.shipping_address, cart.billing_address]) {
    const cleared = address ? clearedMetadata('address', address.metadata) : null
    if (address && cleared) await carts.updateAddresses({ id: address.id, metadata: cleared })
  }
  for (const item of cart.items ?? []) {
    const cleared = clearedMetadata('line_item', item.metadata)
    if (cleared) await carts.updateLineItems(item.id, { metadata: cleared })
  }
  next()
}
