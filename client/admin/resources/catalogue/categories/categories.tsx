import type { AdminProductCategory } from '@medusajs/types'
import { lazy } from 'react'
import { z } from 'zod'
import { CATEGORY_ICONS } from '../../../../../routes/catalogue/category-icons'
import { request } from '../../../engine/calls'
import { defineResource, formOf } from '../../../engine/resource'
import { REFERENCES } from '../../references'
import { registered } from '../../registry'
import { englishFields, englishSchema, englishToSave, englishValues, handleSchema, handleToSave, metadataText } from '../english-fields'
import { productsOf } from '../products/products-of'
import { ImageField } from './image-field'

const MENUS = ['product', 'functional'] as const

type Values = {
  name: string
  handle: string
  description: string
  is_active: boolean
  is_internal: boolean
  parent_category_id: string | null
  metadata: Record<string, string>
}

const form = formOf<AdminProductCategory>()({
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    handle: handleSchema,
    description: z.string().max(5000),
    is_active: z.boolean(),
    is_internal: z.boolean(),
    parent_category_id: z.string().nullable(),
    metadata: englishSchema('name_en').extend({
      icon: z.union([z.literal(''), z.enum(CATEGORY_ICONS.map((name) => `i-ph-${name}`) as [string, ...string[]])]),
      image: z.string().max(500),
      menu: z.enum(MENUS),
    }),
  }),
  fields: [
    { name: 'name', label: 'fields.name' },
    { name: 'handle', label: 'fields.handle', hint: 'products.handleHint' },
    { name: 'description', label: 'fields.description', kind: 'textarea' },
    { name: 'parent_category_id', label: 'categories.parent', reference: REFERENCES.categories },
    {
      name: 'metadata.menu',
      label: 'categories.menu',
      options: [
        { value: 'product', label: 'categories.menuProduct' },
        { value: 'functional', label: 'categories.menuFunctional' },
      ],
      wide: false,
    },
    {
      name: 'metadata.icon',
      label: 'categories.icon',
      kind: 'select',
      choices: [{ value: '', text: '–' }, ...CATEGORY_ICONS.map((name) => ({ value: `i-ph-${name}`, text: name }))],
      wide: false,
    },
    { name: 'metadata.image', label: 'categories.image', component: ImageField },
    { name: 'is_active', label: 'categories.active', wide: false },
    { name: 'is_internal', label: 'categories.internalField', wide: false },
    ...englishFields('name_en'),
  ],
  values: (category) => ({
    name: category?.name ?? '',
    handle: category?.handle ?? '',
    description: category?.description ?? '',
    is_active: category?.is_active ?? true,
    is_internal: category?.is_internal ?? false,
    parent_category_id: category?.parent_category_id ?? null,
    metadata: {
      ...englishValues(category?.metadata, 'name_en'),
      icon: metadataText(category ?? {}, 'icon'),
      image: metadataText(category ?? {}, 'image'),
      menu: metadataText(category ?? {}, 'menu') === 'functional' ? 'functional' : 'product',
    },
  }),
  // Medusa replaces a category's metadata as a whole: keys the form does not show (rank) are kept
  toBody: (values, category) => {
    const handle = handleToSave(values.handle, category?.handle)
    return {
      ...values,
      handle: handle || undefined,
      metadata: { ...category?.metadata, ...englishToSave(values.metadata as { handle_en: string }, category?.metadata) },
    }
  },
})

const setProducts = (id: string, key: 'add' | 'remove') => (ids: string[]) =>
  request(`/admin/product-categories/${encodeURIComponent(id)}/products`, { method: 'POST', body: { [key]: ids } })

/** Categories: the menu tree (drag and drop), create, edit (icon, picture, menu kind, English texts), delete; their products. */
export const categories = defineResource<AdminProductCategory>({
  ...registered('product-categories'),
  title: (category) => category.name,
  list: {
    columns: [
      { id: 'name', label: 'fields.name', sort: 'name' },
      { id: 'handle', label: 'fields.handle', sort: 'handle', primary: true },
    ],
    search: 'categories.searchHint',
    defaultSort: 'rank',
  },
  detail: {
    fields: 'id,name,handle,description,is_active,is_internal,rank,parent_category_id,metadata,*parent_category',
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
          { label: 'fields.handle', value: (category) => category.handle },
          { label: 'fields.description', value: (category) => category.description },
          { label: 'categories.parent', value: (category) => category.parent_category?.name },
          {
            label: 'categories.menu',
            value: (category, { t }) => (metadataText(category, 'menu') === 'functional' ? t('categories.menuFunctional') : t('categories.menuProduct')),
          },
          {
            label: 'categories.icon',
            value: (category) =>
              metadataText(category, 'icon') && <span aria-hidden="true" className={`${metadataText(category, 'icon')} text-2xl text-primary-700`} />,
          },
          { label: 'categories.active', value: (category, { t }) => (category.is_active ? t('generic.yes') : t('generic.no')) },
          { label: 'categories.internalField', value: (category, { t }) => (category.is_internal ? t('generic.yes') : t('generic.no')) },
        ],
      },
      {
        id: 'english',
        title: 'products.english',
        rows: [
          { label: 'fields.nameEn', value: (category) => metadataText(category, 'name_en') },
          { label: 'fields.handleEn', value: (category) => metadataText(category, 'handle_en') },
          { label: 'fields.descriptionEn', value: (category) => metadataText(category, 'description_en') },
        ],
      },
      { id: 'image', title: 'categories.image', aside: true, component: lazy(() => import('./category-image')) },
      {
        id: 'products',
        title: 'products.ofThis',
        bare: true,
        component: productsOf<AdminProductCategory>({
          query: (category) => ({ category_id: [category.id] }),
          add: (category, ids) => setProducts(category.id, 'add')(ids),
          remove: (category, ids) => setProducts(category.id, 'remove')(ids),
          owner: 'product-categories',
        }),
      },
    ],
  },
  create: form,
  edit: form,
  remove: true,
  screens: { list: lazy(() => import('./category-tree-screen')) },
})
