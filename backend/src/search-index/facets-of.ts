import { isMaterial, MATERIAL_COLOUR, type Material } from '../rules/materials'
import { isMetalColour, type MetalColour } from '../rules/metal-colours'
import { isRing } from '../rules/piece-guides'
import { isStone, type Stone } from '../rules/stones'

type Metadata = Record<string, unknown> | null | undefined

/** A variant as `query.graph` returns it with the indexer's fields (document.ts `SEARCH_PRODUCT_FIELDS`). */
export type GraphVariant = {
  sku?: string | null
  metadata?: Metadata
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
  options?: ({ value: string; option?: { title: string } | null } | null)[] | null
  inventory_items?:
    | ({
        required_quantity?: number | null
        inventory?: { location_levels?: ({ stocked_quantity?: number | string | null; reserved_quantity?: number | string | null } | null)[] | null } | null
      } | null)[]
    | null
  prices?:
    | ({
        amount: number | string
        currency_code: string
        min_quantity?: number | string | null
        rules_count?: number | null
        price_list_id?: string | null
      } | null)[]
    | null
}

type DocumentFacets = { materials: Material[]; colours: MetalColour[]; stones: Stone[]; ring_sizes: string[]; in_stock: boolean }

/** Pieces one of whose variants can be bought: stock not tracked, back orders, or enough at the locations for one. */
function buyable(variant: GraphVariant): boolean {
  if (variant.manage_inventory === false || variant.allow_backorder) return true
  const items = (variant.inventory_items ?? []).filter((item) => !!item)
  if (!items.length) return false
  return items.every((item) => {
    const available = (item.inventory?.location_levels ?? []).reduce(
      (sum, level) => sum + Number(level?.stocked_quantity ?? 0) - Number(level?.reserved_quantity ?? 0),
      0,
    )
    return available >= Math.max(1, Number(item.required_quantity ?? 1))
  })
}

/** Ring sizes in the order of their numbers ('48', '50', '52.5'), each once. */
const sizeOrder = (a: string, b: string) => Number.parseFloat(a) - Number.parseFloat(b) || a.localeCompare(b)

/**
 * What a shopper filters a product by, from its data: the variants' materials (each variant's `metadata.material`,
 * else the product's), their metals' colours (`metadata.metal_colour`, else the material's), the product's stones
 * (`metadata.stones`), a ring's sizes (its ring-size option) and whether any variant can be bought now.
 */
export function facetsOf(product: { metadata?: Metadata; variants?: (GraphVariant | null)[] | null }): DocumentFacets {
  const variants = (product.variants ?? []).filter((variant): variant is GraphVariant => !!variant)
  const materials = new Set<Material>()
  const colours = new Set<MetalColour>()
  const own = product.metadata?.material
  const ownColour = product.metadata?.metal_colour
  const sizes = new Set<string>()
  const variantsOrProduct: { metadata?: Metadata }[] = variants.length ? variants : [{}]
  for (const variant of variantsOrProduct) {
    const material = variant.metadata?.material ?? own
    if (!isMaterial(material)) continue
    materials.add(material)
    const colour = variant.metadata?.metal_colour ?? ownColour
    colours.add(isMetalColour(colour) ? colour : MATERIAL_COLOUR[material])
  }
  const titles = variants.flatMap((variant) => (variant.options ?? []).map((option) => option?.option?.title ?? ''))
  if (isRing(titles)) {
    for (const variant of variants)
      for (const option of variant.options ?? []) if (option?.option && isRing([option.option.title]) && option.value.trim()) sizes.add(option.value.trim())
  }
  const stones = Array.isArray(product.metadata?.stones) ? (product.metadata.stones as unknown[]).filter(isStone) : []
  return {
    materials: [...materials],
    colours: [...colours],
    stones: [...new Set(stones)],
    ring_sizes: [...sizes].sort(sizeOrder),
    in_stock: variants.some(buyable),
  }
}
