import type { AdminProduct } from '@medusajs/types'
import { lazy } from 'react'
import { defineResource, optionText } from '../../../engine/resource'
import { StatusBadge } from '../../../ui/status-badge'
import { namesIn } from '../../english-name'
import { REFERENCES } from '../../references'
import { registered } from '../../registry'
import { productBatch, publishAction, toCategoryAction, toCollectionAction, unpublishAction } from './product-actions'
import { ProductTitleCell } from './product-cells'
import { MATERIAL_OPTIONS, productEditForm, STATUS_OPTIONS } from './product-form'

const english = (product: AdminProduct, key: string) => {
  const value = (product.metadata as Record<string, unknown> | null)?.[key]
  return typeof value === 'string' ? value : ''
}

/** Everything the detail and its edit form read; relations by name so Medusa joins only these. */
const DETAIL_FIELDS = [
  'id,title,subtitle,handle,description,status,discountable,thumbnail,metadata,created_at,updated_at,type_id,collection_id',
  '*type,*collection,*categories,*tags,*sales_channels,*images,*options,*options.values,shipping_profile.id,shipping_profile.name,shipping_profile.metadata',
].join(',')

export const products = defineResource<AdminProduct>({
  ...registered('products'),
  title: (product) => product.title,
  list: {
    columns: [
      {
        id: 'title',
        label: 'fields.product',
        sort: 'title',
        fields: ['title', 'handle', 'thumbnail'],
        cell: (product) => <ProductTitleCell product={product} />,
        csv: (product) => product.title,
      },
      { id: 'handle', label: 'fields.handle', sort: 'handle', hidden: true },
      {
        id: 'status',
        label: 'fields.status',
        sort: 'status',
        primary: true,
        cell: (product) => <StatusBadge kind="product" status={product.status} />,
        csv: (product, { t }) => t(`status.product.${product.status}`),
      },
      { id: 'collection', label: 'fields.collection', fields: ['collection.title'] },
      { id: 'type', label: 'fields.type', fields: ['type.value'], hidden: true },
      { id: 'variants', label: 'fields.variants', fields: ['variants.id'], value: (product) => product.variants?.length ?? 0, align: 'end' },
      {
        id: 'sales_channels',
        label: 'fields.salesChannels',
        fields: ['sales_channels.name', 'sales_channels.metadata'],
        hidden: true,
        value: (product) => (product.sales_channels ?? []).map((channel) => channel?.name),
        cell: (product, { locale }) => namesIn(product.sales_channels, locale),
      },
      { id: 'title_en', label: 'fields.titleEn', fields: ['metadata'], hidden: true, value: (product) => english(product, 'title_en') },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at', hidden: true },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at' },
    ],
    filters: [
      { id: 'status', label: 'fields.status', options: STATUS_OPTIONS },
      { id: 'collection_id', label: 'fields.collection', reference: REFERENCES.collections },
      { id: 'category_id', label: 'fields.category', reference: REFERENCES.categories },
      { id: 'type_id', label: 'fields.type', reference: REFERENCES.types },
      { id: 'tag_id', label: 'fields.tag', reference: REFERENCES.tags },
      { id: 'sales_channel_id', label: 'fields.salesChannel', reference: REFERENCES.salesChannels },
      { id: 'created_after', label: 'fields.createdAfter', date: true, toQuery: ([date]) => ({ created_at: { $gte: date } }) },
    ],
    search: 'products.searchHint',
    defaultSort: '-updated_at',
    rowActions: [publishAction, unpublishAction],
    bulkActions: [publishAction, unpublishAction, toCollectionAction, toCategoryAction],
  },
  detail: {
    fields: DETAIL_FIELDS,
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
          { label: 'fields.status', value: (product) => <StatusBadge kind="product" status={product.status} /> },
          { label: 'fields.handle', value: (product) => product.handle },
          { label: 'fields.subtitle', value: (product) => product.subtitle },
          { label: 'fields.description', value: (product) => <span className="whitespace-pre-line">{product.description}</span> },
          {
            label: 'products.material',
            value: (product, context) => {
              const option = MATERIAL_OPTIONS.find((o) => o.value && o.value === english(product, 'material'))
              return option ? optionText(option, context) : ''
            },
          },
        ],
      },
      {
        id: 'english',
        title: 'products.english',
        rows: [
          { label: 'fields.titleEn', value: (product) => english(product, 'title_en') },
          { label: 'fields.handleEn', value: (product) => english(product, 'handle_en') },
          { label: 'fields.descriptionEn', value: (product) => <span className="whitespace-pre-line">{english(product, 'description_en')}</span> },
        ],
      },
      { id: 'media', title: 'products.media', component: lazy(() => import('./media-section')) },
      { id: 'options', title: 'products.options', component: lazy(() => import('./options-section')) },
      { id: 'variants', title: 'fields.variants', component: lazy(() => import('./variants-section')) },
      {
        id: 'organisation',
        title: 'products.organisation',
        aside: true,
        rows: [
          { label: 'fields.type', value: (product) => product.type?.value },
          { label: 'fields.collection', value: (product) => product.collection?.title },
          { label: 'fields.categories', value: (product) => (product.categories ?? []).map((category) => category?.name).join(', ') },
          { label: 'fields.tags', value: (product) => (product.tags ?? []).map((tag) => tag.value).join(', ') },
          { label: 'fields.salesChannels', value: (product, { locale }) => namesIn(product.sales_channels, locale) },
          {
            label: 'shipping.profile',
            value: (product, { locale }) =>
              namesIn([(product as { shipping_profile?: { name: string; metadata?: Record<string, unknown> | null } | null }).shipping_profile], locale),
          },
          { label: 'products.discountable', value: (product, { t }) => (product.discountable ? t('generic.yes') : t('generic.no')) },
        ],
      },
      { id: 'video', title: 'products.video', aside: true, component: lazy(() => import('./video-section')) },
      { id: 'storefront', title: 'products.storefront', aside: true, component: lazy(() => import('./storefront-section')) },
    ],
    actions: [publishAction, unpublishAction],
  },
  edit: productEditForm,
  // a selection goes in one batch call; the products' variants and their stock items go with them
  remove: { many: (ids) => productBatch({ delete: ids }), invalidates: ['product-variants', 'inventory-items'] },
  screens: {
    create: lazy(() => import('./product-create')),
    listActions: lazy(() => import('./import-export-buttons')),
    pages: [{ path: '/import', component: lazy(() => import('./product-import')) }],
  },
})
