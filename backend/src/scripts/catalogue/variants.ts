import { pricesFor, retailRound } from '../seed/money'
import { ALLOY_MATERIAL } from '../seed/variants'
import type { Alloy, ProductSeed } from '../seed-data/product-types'

/**
 * Variants of a generated product: its alloys, and for rings four sizes, for chains two lengths. Pieces are
 * made to order (no stock tracked), which keeps a 10,000-product catalogue quick to create.
 */
const ALLOY_FACTOR: Record<Alloy, number> = { 'Gold 587': 1, 'Gold 750': 1.3, Platin: 1.55 }
const ALLOY_SKU: Record<Alloy, string> = { 'Gold 587': 'G587', 'Gold 750': 'G750', Platin: 'PT950' }
const SIZES: Partial<Record<ProductSeed['kind'], { title: string; values: string[]; factors: number[] }>> = {
  ring: { title: 'Ringgröße', values: ['50', '52', '54', '56'], factors: [1, 1, 1, 1] },
  chain: { title: 'Kettenlänge', values: ['42 cm', '45 cm'], factors: [1, 1.06] },
  'pearl-necklace': { title: 'Kettenlänge', values: ['42 cm', '45 cm'], factors: [1, 1.08] },
}

export function generatedVariants(product: ProductSeed) {
  const size = SIZES[product.kind]
  const options = [{ title: 'Legierung', values: product.alloys }, ...(size ? [{ title: size.title, values: size.values }] : [])]
  const base = product.price / ALLOY_FACTOR[product.alloys[0]]
  const variants = product.alloys.flatMap((alloy) => {
    const stem = `AUR-${product.code}-${ALLOY_SKU[alloy]}`
    const price = base * ALLOY_FACTOR[alloy]
    const entries = size ? size.values.map((value, i) => ({ value, factor: size.factors[i] })) : [null]
    return entries.map((entry) => ({
      title: entry ? `${alloy} / ${entry.value}` : alloy,
      sku: entry ? `${stem}-${entry.value.replace(/\D/g, '')}` : stem,
      options: entry ? { Legierung: alloy, [size!.title]: entry.value } : { Legierung: alloy },
      prices: pricesFor(retailRound(price * (entry?.factor ?? 1))),
      manage_inventory: false,
      allow_backorder: false,
      metadata: { material: ALLOY_MATERIAL[alloy] },
    }))
  })
  return { options, variants }
}
