import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'

type ProductProfile = { id: string; is_giftcard?: boolean | null; shipping_profile?: { id?: string | null } | null }

const PAGE = 500

/** The shop's default shipping profile (Medusa's type `default`, the oldest of them); null when there is none. */
async function defaultShippingProfileId(container: MedusaContainer): Promise<string | null> {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const [profile] = await fulfillment.listShippingProfiles({ type: 'default' }, { order: { created_at: 'ASC' }, take: 1 })
  return profile?.id ?? null
}

/** The products (of `ids`, or all) that have no shipping profile and are goods (a gift card is mailed, not shipped). */
async function productsWithoutProfile(container: MedusaContainer, ids?: string[]): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const without: string[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = (await query.graph({
      entity: 'product',
      fields: ['id', 'is_giftcard', 'shipping_profile.id'],
      filters: ids ? { id: ids } : {},
      pagination: { skip, take: PAGE, order: { id: 'ASC' } },
    })) as { data: ProductProfile[] }
    without.push(...data.filter((product) => !product.shipping_profile?.id && !product.is_giftcard).map((product) => product.id))
    if (data.length < PAGE) return without
  }
}

/**
 * Gives the products without a shipping profile the default one: Medusa fulfils an order only through shipping
 * options of its products' profiles, so a product without one can be ordered but never shipped ("Shipping profile
 * sp_… does not match"). Gift cards stay without one: their lines then need no shipping (Medusa's `requires_shipping`),
 * so a cart of gift cards alone checks out without a shipping method. Returns the links made, to undo them.
 */
export async function giveDefaultProfile(container: MedusaContainer, ids?: string[]) {
  if (ids && !ids.length) return []
  const profile = await defaultShippingProfileId(container)
  if (!profile) return []
  const links = (await productsWithoutProfile(container, ids)).map((product_id) => ({
    [Modules.PRODUCT]: { product_id },
    [Modules.FULFILLMENT]: { shipping_profile_id: profile },
  }))
  if (links.length) await container.resolve(ContainerRegistrationKeys.LINK).create(links)
  return links
}
