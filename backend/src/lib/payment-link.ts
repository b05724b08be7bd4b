import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { checkPaymentLinkToken, type TokenCheck } from '../rules/payment-link'
import { type PaymentMethod, paymentMethodsOf, STRIPE_METHODS } from '../rules/payment-methods'

type Env = Record<string, string | undefined>

/**
 * The secret payment-link tokens are signed with (rules/payment-link.ts): Medusa's COOKIE_SECRET, which production
 * requires long and not an example (src/lib/production-config.ts). The token's signed text names its purpose, so
 * it never serves as a cookie signature or the other way round. Changing the secret voids every link sent.
 */
export function paymentLinkSecret(env: Env = process.env): string {
  // unset only in development, where Medusa signs its cookies with the same default
  return env.COOKIE_SECRET?.trim() || 'supersecret'
}

/** The methods a payment link can pay with: those through Stripe (card, PayPal), which are paid at once on the page. */
const LINK_METHODS: readonly PaymentMethod[] = STRIPE_METHODS

/** A payment collection's state as the link's page tells it. */
type LinkState = 'open' | 'paid' | 'withdrawn'

const PAID = new Set(['completed', 'authorized', 'partially_authorized', 'partially_captured'])

type LinkedCollection = {
  id: string
  amount: number
  currency_code: string
  status: string
  order: { id: string; display_id: number; email: string | null; region_id: string | null; metadata: Record<string, unknown> | null; country: string | null }
}

/** The collection of an order a link points at, with its order; null when it is no order's (a cart's, or gone). */
export async function linkedCollection(scope: MedusaContainer, collectionId: string): Promise<LinkedCollection | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: 'order_payment_collection', fields: ['order_id'], filters: { payment_collection_id: collectionId } })
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id
  if (!orderId) return null
  const [{ data: collections }, { data: orders }] = await Promise.all([
    query.graph({ entity: 'payment_collection', fields: ['id', 'amount', 'currency_code', 'status', 'deleted_at'], filters: { id: collectionId } }),
    query.graph({ entity: 'order', fields: ['id', 'display_id', 'email', 'region_id', 'metadata', 'shipping_address.country_code'], filters: { id: orderId } }),
  ])
  const collection = collections[0] as unknown as { id: string; amount: unknown; currency_code: string; status: string } | undefined
  const order = orders[0] as unknown as
    | {
        id: string
        display_id: number
        email: string | null
        region_id: string | null
        metadata: Record<string, unknown> | null
        shipping_address?: { country_code?: string | null } | null
      }
    | undefined
  if (!collection || !order) return null
  return {
    id: collection.id,
    amount: Number(collection.amount),
    currency_code: collection.currency_code,
    status: collection.status,
    order: { ...order, country: order.shipping_address?.country_code ?? null },
  }
}

/** Whether a collection may still be paid through its link: nothing paid or authorized against it yet. */
export const linkState = (collection: Pick<LinkedCollection, 'status'> | null): LinkState =>
  !collection ? 'withdrawn' : PAID.has(collection.status) ? 'paid' : collection.status === 'canceled' ? 'withdrawn' : 'open'

/**
 * The methods a payment link for an order of the region can pay with (card, PayPal), in the shop's order: those of
 * its enabled providers that go through Stripe. None: no link can be sent (bank transfer needs no link).
 */
export async function regionLinkMethods(scope: MedusaContainer, regionId: string | null | undefined): Promise<PaymentMethod[]> {
  if (!regionId) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'region', fields: ['id', 'payment_providers.id', 'payment_providers.is_enabled'], filters: { id: regionId } })
  const providers = ((data[0] as { payment_providers?: ({ id: string; is_enabled?: boolean } | null)[] } | undefined)?.payment_providers ?? []).filter(
    (provider) => provider !== null && provider.is_enabled !== false,
  ) as { id: string }[]
  return paymentMethodsOf(providers.map((provider) => provider.id)).filter((method) => LINK_METHODS.includes(method))
}

/** The token of a request checked against the collection it claims to open. */
export const checkToken = (token: unknown, collectionId: string, now = new Date()): Promise<TokenCheck> =>
  checkPaymentLinkToken(token, collectionId, paymentLinkSecret(), now)
