import type { AdminPriceList } from '@medusajs/types'
import { lazy } from 'react'
import { formatDate } from '../../../../rules/shop-dates'
import { defineResource } from '../../engine/resource'
import { registered } from '../registry'
import { PriceListGroups, PriceListStateBadge } from './price-lists-cells'
import { priceListForm, STATUS_OPTIONS, TYPE_OPTIONS } from './price-lists-form'
import { groupsOf, stateOf } from './price-lists-state'

const RULES = ['price_list_rules.attribute', 'price_list_rules.value']

/**
 * Price lists: sales and override prices, for everybody or for customer groups, within a period; list (filters
 * status and type, search), create, edit, delete; their products and prices in a grid per currency and region
 * (`POST …/prices/batch`), products taken off (`POST …/products { remove }`).
 */
export const priceLists = defineResource<AdminPriceList>({
  ...registered('price-lists'),
  title: (list) => list.title,
  list: {
    columns: [
      { id: 'title', label: 'fields.title', sort: 'title' },
      {
        id: 'type',
        label: 'priceLists.type',
        sort: 'type',
        cell: (list, { t }) => t(`priceLists.types.${list.type}`),
        csv: (list, { t }) => t(`priceLists.types.${list.type}`),
      },
      {
        id: 'status',
        label: 'priceLists.state',
        sort: 'status',
        primary: true,
        fields: ['status', 'starts_at', 'ends_at'],
        cell: (list) => <PriceListStateBadge list={list} />,
        csv: (list, { t }) => t(`priceLists.states.${stateOf(list)}`),
      },
      {
        id: 'starts_at',
        label: 'priceLists.startsAt',
        sort: 'starts_at',
        cell: (list, { locale }) => formatDate(list.starts_at, locale, 'medium'),
        csv: (list) => list.starts_at,
      },
      {
        id: 'ends_at',
        label: 'priceLists.endsAt',
        sort: 'ends_at',
        cell: (list, { locale }) => formatDate(list.ends_at, locale, 'medium'),
        csv: (list) => list.ends_at,
      },
      { id: 'groups', label: 'priceLists.groups', fields: RULES, cell: (list) => <PriceListGroups list={list} />, csv: (list) => groupsOf(list).join(' ') },
      { id: 'prices', label: 'priceLists.prices', fields: ['prices.id'], value: (list) => list.prices?.length ?? 0, align: 'end' },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at', hidden: true },
    ],
    filters: [
      { id: 'status', label: 'priceLists.status', options: STATUS_OPTIONS },
      // Medusa has no type filter: backend/src/api/admin/price-lists/filter-price-lists.ts adds it
      { id: 'type', label: 'priceLists.type', options: TYPE_OPTIONS },
    ],
    search: 'priceLists.searchHint',
    defaultSort: '-updated_at',
  },
  detail: {
    fields: ['id,title,description,type,status,starts_at,ends_at,created_at,updated_at', ...RULES].join(','),
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
          { label: 'fields.description', value: (list) => <span className="whitespace-pre-line">{list.description}</span> },
          { label: 'priceLists.type', value: (list, { t }) => t(`priceLists.types.${list.type}`) },
          { label: 'priceLists.state', value: (list) => <PriceListStateBadge list={list} /> },
          {
            label: 'priceLists.period',
            value: (list, { t, locale }) =>
              [
                list.starts_at && t('priceLists.from', { date: formatDate(list.starts_at, locale, 'medium') }),
                list.ends_at ? t('priceLists.until', { date: formatDate(list.ends_at, locale, 'medium') }) : t('priceLists.always'),
              ]
                .filter(Boolean)
                .join(', '),
          },
          { label: 'priceLists.groups', value: (list) => <PriceListGroups list={list} /> },
        ],
      },
      { id: 'prices', title: 'priceLists.products', bare: true, component: lazy(() => import('./price-lists-products')) },
    ],
  },
  create: priceListForm,
  edit: priceListForm,
  remove: true,
})
