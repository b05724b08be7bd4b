import type { AdminProduct } from '@medusajs/types'
import { z } from 'zod'
import { MATERIAL_NAMES, MATERIALS } from '../../../../../rules/materials'
import { METAL_COLOUR_NAMES, METAL_COLOURS } from '../../../../../rules/metal-colours'
import { isStone, STONE_NAMES, STONES } from '../../../../../rules/stones'
import { type FieldSpec, formOf, type Option } from '../../../engine/resource'
import { REFERENCES } from '../../references'
import { englishToSave, handleSchema, handleToSave } from '../english-fields'

const PRODUCT_STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const

export const STATUS_OPTIONS: Option[] = PRODUCT_STATUSES.map((value) => ({ value, label: `status.product.${value}` as const }))
export const MATERIAL_OPTIONS: Option[] = [
  { value: '', label: 'products.materials.none' },
  ...MATERIALS.map((value) => ({ value, label: MATERIAL_NAMES[value] })),
]
/** Empty: the material's colour (rules/materials.ts `MATERIAL_COLOUR`), as the search index reads it. */
export const METAL_COLOUR_OPTIONS: Option[] = [
  { value: '', label: 'products.metalColours.material' },
  ...METAL_COLOURS.map((value) => ({ value, label: METAL_COLOUR_NAMES[value] })),
]
export const STONE_OPTIONS: Option[] = STONES.map((value) => ({ value, label: STONE_NAMES[value] }))

/** A YouTube video id (docs/data-conventions.md: metadata.video.youtube_id). */
const youtubeId = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^[\w-]{11}$/),
])

/**
 * The product's own fields and the English ones the storefront reads from metadata (docs/data-conventions.md), with the optional video,
 * material, metal colour and stones (what the listings' filters read, backend/src/search-index/facets-of.ts).
 */
export const productSchema = z.object({
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().trim().max(200),
  handle: handleSchema,
  description: z.string().max(10_000),
  status: z.enum(PRODUCT_STATUSES),
  discountable: z.boolean(),
  type_id: z.string().nullable(),
  collection_id: z.string().nullable(),
  category_ids: z.array(z.string()),
  tag_ids: z.array(z.string()),
  sales_channel_ids: z.array(z.string()),
  // Medusa fulfils an order only through options of the product's shipping profile: none, and shipping fails
  shipping_profile_id: z.string().min(1),
  metadata: z.object({
    title_en: z.string().trim().max(200),
    handle_en: handleSchema,
    description_en: z.string().max(10_000),
    material: z.union([z.literal(''), z.enum(MATERIALS)]),
    metal_colour: z.union([z.literal(''), z.enum(METAL_COLOURS)]),
    stones: z.array(z.enum(STONES)),
    video: z.object({ youtube_id: youtubeId, title_de: z.string().trim().max(200), title_en: z.string().trim().max(200) }),
  }),
})
export type ProductValues = z.infer<typeof productSchema>

type Video = { youtube_id?: string; title_de?: string; title_en?: string }
const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function productValues(product?: AdminProduct): ProductValues {
  const metadata = (product?.metadata ?? {}) as Record<string, unknown>
  const video = (metadata.video ?? {}) as Video
  return {
    title: product?.title ?? '',
    subtitle: product?.subtitle ?? '',
    handle: product?.handle ?? '',
    description: product?.description ?? '',
    status: (product?.status as ProductValues['status']) ?? 'draft',
    discountable: product?.discountable ?? true,
    type_id: product?.type_id ?? null,
    collection_id: product?.collection_id ?? null,
    category_ids: (product?.categories ?? []).map((category) => category!.id),
    tag_ids: (product?.tags ?? []).map((tag) => tag.id),
    sales_channel_ids: (product?.sales_channels ?? []).map((channel) => channel!.id),
    shipping_profile_id: (product as { shipping_profile?: { id?: string } | null } | undefined)?.shipping_profile?.id ?? '',
    metadata: {
      title_en: text(metadata.title_en),
      handle_en: text(metadata.handle_en),
      description_en: text(metadata.description_en),
      material: (MATERIALS as readonly string[]).includes(text(metadata.material)) ? (metadata.material as ProductValues['metadata']['material']) : '',
      metal_colour: (METAL_COLOURS as readonly string[]).includes(text(metadata.metal_colour))
        ? (metadata.metal_colour as ProductValues['metadata']['metal_colour'])
        : '',
      stones: Array.isArray(metadata.stones) ? [...new Set(metadata.stones.filter(isStone))] : [],
      video: { youtube_id: text(video.youtube_id), title_de: text(video.title_de), title_en: text(video.title_en) },
    },
  }
}

/**
 * The update body. Medusa merges metadata key by key and deletes a key sent as "" (so a cleared English
 * text, video, metal colour or list of stones really disappears); an empty handle lets the back end make one from the title (the shop's slug rule),
 * a typed one is written by that rule, the stored one is kept (`handleToSave`).
 */
export function productBody(values: ProductValues, product?: AdminProduct): Record<string, unknown> {
  const { video, stones, ...texts } = values.metadata
  const english = englishToSave(texts, product?.metadata)
  const handle = handleToSave(values.handle, product?.handle)
  return {
    title: values.title,
    subtitle: values.subtitle || null,
    ...(handle ? { handle } : {}),
    description: values.description,
    status: values.status,
    discountable: values.discountable,
    type_id: values.type_id,
    collection_id: values.collection_id,
    categories: values.category_ids.map((id) => ({ id })),
    tags: values.tag_ids.map((id) => ({ id })),
    sales_channels: values.sales_channel_ids.map((id) => ({ id })),
    ...(values.shipping_profile_id ? { shipping_profile_id: values.shipping_profile_id } : {}),
    metadata: {
      ...english,
      stones: stones.length ? stones : '',
      video: video.youtube_id ? { youtube_id: video.youtube_id, title_de: video.title_de, title_en: video.title_en } : '',
    },
  }
}

export const productFormFields: FieldSpec<z.input<typeof productSchema>>[] = [
  { name: 'title', label: 'fields.title' },
  { name: 'handle', label: 'fields.handle', hint: 'products.handleHint', wide: false },
  { name: 'subtitle', label: 'fields.subtitle', wide: false },
  { name: 'description', label: 'fields.description', kind: 'textarea' },
  { name: 'status', label: 'fields.status', options: STATUS_OPTIONS, hint: 'products.statusHint', wide: false },
  { name: 'metadata.material', label: 'products.material', options: MATERIAL_OPTIONS, kind: 'select', wide: false },
  { name: 'metadata.metal_colour', label: 'products.metalColour', options: METAL_COLOUR_OPTIONS, kind: 'select', wide: false },
  { name: 'metadata.stones', label: 'products.stones', options: STONE_OPTIONS },
  { name: 'type_id', label: 'fields.type', reference: REFERENCES.types, wide: false },
  { name: 'collection_id', label: 'fields.collection', reference: REFERENCES.collections, wide: false },
  { name: 'category_ids', label: 'fields.categories', reference: REFERENCES.categories },
  { name: 'tag_ids', label: 'fields.tags', reference: REFERENCES.tags },
  { name: 'sales_channel_ids', label: 'fields.salesChannels', reference: REFERENCES.salesChannels },
  { name: 'shipping_profile_id', label: 'shipping.profile', reference: REFERENCES.shippingProfiles, hint: 'products.shippingProfileHint', wide: false },
  { name: 'discountable', label: 'products.discountable' },
  { name: 'metadata.title_en', label: 'fields.titleEn' },
  { name: 'metadata.handle_en', label: 'fields.handleEn', hint: 'products.handleHint' },
  { name: 'metadata.description_en', label: 'fields.descriptionEn', kind: 'textarea' },
  { name: 'metadata.video.youtube_id', label: 'products.videoId', hint: 'products.videoHint' },
  { name: 'metadata.video.title_de', label: 'products.videoTitleDe', wide: false },
  { name: 'metadata.video.title_en', label: 'products.videoTitleEn', wide: false },
]

export const productEditForm = formOf<AdminProduct>()({
  schema: productSchema,
  fields: productFormFields,
  values: productValues,
  toBody: productBody,
  mode: 'page',
})
