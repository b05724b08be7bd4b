import type { Alloy, ProductKind, ProductSeed } from '../seed-data/product-types'
import { pricesFor, retailRound } from './money'

const RING_SIZES = ['48', '50', '52', '54', '56', '58', '60', '62']

/** Price relative to Gold 587 of the same piece (more gold content, heavier platinum). */
const ALLOY_FACTOR: Record<Alloy, number> = { 'Gold 587': 1, 'Gold 750': 1.3, Platin: 1.55 }
const ALLOY_SKU: Record<Alloy, string> = { 'Gold 587': 'G587', 'Gold 750': 'G750', Platin: 'PT950' }
export const ALLOY_MATERIAL: Record<Alloy, string> = { 'Gold 587': 'gold587', 'Gold 750': 'gold750', Platin: 'platinum' }

type SizeOption = { title: string; values: string[]; factors: number[] }

/** The second option of a kind: what a customer picks besides the alloy. */
const SIZE_OPTION: Partial<Record<ProductKind, SizeOption>> = {
  ring: { title: 'Ringgröße', values: RING_SIZES, factors: RING_SIZES.map(() => 1) },
  chain: { title: 'Kettenlänge', values: ['42 cm', '45 cm', '50 cm'], factors: [1, 1.06, 1.16] },
  'pearl-necklace': { title: 'Kettenlänge', values: ['42 cm', '45 cm', '50 cm'], factors: [1, 1.08, 1.2] },
  bracelet: { title: 'Armbandlänge', values: ['17 cm', '19 cm'], factors: [1, 1.1] },
}

export type VariantInput = {
  title: string
  sku: string
  options: Record<string, string>
  prices: { currency_code: string; amount: number }[]
  manage_inventory: true
  allow_backorder: false
  /** The variant's own material (its alloy): the product page names the chosen variant's. */
  metadata?: { material: string }
}

/** Product options and every variant with SKU and prices in EUR, CHF and USD. */
export function buildVariants(product: ProductSeed): {
  options: { title: string; values: string[] }[]
  variants: VariantInput[]
} {
  if (product.kind === 'diamond') {
    const certificate = product.certificate ?? 'GIA'
    return {
      options: [{ title: 'Zertifikat', values: [certificate] }],
      variants: [variant(certificate, `AUR-${product.code}`, { Zertifikat: certificate }, product.price)],
    }
  }
  const size = SIZE_OPTION[product.kind]
  const options = [{ title: 'Legierung', values: product.alloys }, ...(size ? [{ title: size.title, values: size.values }] : [])]
  const base = product.price / ALLOY_FACTOR[product.alloys[0]]
  const variants = product.alloys.flatMap((alloy) => {
    const alloyPrice = base * ALLOY_FACTOR[alloy]
    const stem = `AUR-${product.code}-${ALLOY_SKU[alloy]}`
    if (!size) return [variant(alloy, stem, { Legierung: alloy }, retailRound(alloyPrice), ALLOY_MATERIAL[alloy])]
    return size.values.map((value, index) =>
      variant(
        `${alloy} / ${value}`,
        `${stem}-${value.replace(/\D/g, '')}`,
        { Legierung: alloy, [size.title]: value },
        retailRound(alloyPrice * size.factors[index]),
        ALLOY_MATERIAL[alloy],
      ),
    )
  })
  return { options, variants }
}

function variant(title: string, sku: string, options: Record<string, string>, eur: number, material?: string): VariantInput {
  return { title, sku, options, prices: pricesFor(eur), manage_inventory: true, allow_backorder: false, ...(material ? { metadata: { material } } : {}) }
}
