// The parts of Medusa's store responses the catalogue reads (fields requested in queries.ts).

export type Metadata = Record<string, unknown> | null | undefined

type MedusaPrice = {
  calculated_amount?: number | null
  original_amount?: number | null
  currency_code?: string | null
  /** Which price list gave the calculated amount: 'sale' lowers a price for everyone, 'override' replaces it. */
  calculated_price?: { price_list_type?: string | null } | null
} | null

export type MedusaVariant = {
  id: string
  title?: string | null
  sku?: string | null
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
  inventory_quantity?: number | null
  calculated_price?: MedusaPrice
  options?: { value: string; option_id?: string | null; option?: { id: string; title: string } | null }[] | null
  /** The product's pictures the variant shows: those of no variant in particular and those staff assigned to it. */
  images?: { id: string }[] | null
  metadata?: Metadata
}

export type MedusaCollection = { id: string; title: string; handle: string; metadata?: Metadata }

export type MedusaCategory = {
  id: string
  name: string
  handle: string
  description?: string | null
  rank?: number | null
  parent_category_id?: string | null
  metadata?: Metadata
}

export type MedusaProduct = {
  id: string
  title: string
  handle: string
  description?: string | null
  thumbnail?: string | null
  created_at?: string
  metadata?: Metadata
  collection_id?: string | null
  collection?: MedusaCollection | null
  images?: { id?: string; url: string; rank?: number | null }[] | null
  options?: { id: string; title: string; values?: { value: string }[] | null }[] | null
  variants?: MedusaVariant[] | null
  categories?: MedusaCategory[] | null
  is_giftcard?: boolean | null
}
