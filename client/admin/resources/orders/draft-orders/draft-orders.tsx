import type { AdminDraftOrder, AdminOrder } from '@medusajs/types'
import { type ComponentType, lazy } from 'react'
import { flowAction } from '../../../engine/flow/flow-action'
import { defineResource, type ResourceSpec, type SectionProps } from '../../../engine/resource'
import { dateTime, money } from '../../../ui/format'
import { registered } from '../../registry'
import { customerName, orderNumber } from '../order-fields'
import { ORDER_FILTERS } from '../order-filters'
import { convertDraft } from './convert-draft'
import { changeDraftCustomer } from './draft-customer-action'
import { draftEditFlow } from './draft-edit-flow'
import { createDraft, draftForm } from './draft-form'
import { draftTermsFlow } from './draft-terms-flow'

// a draft has an order's lines and totals: the order's items section shows them
const ItemsSection = lazy(() =>
  import('../sections/items-section').then((part) => ({ default: part.ItemsSection as unknown as ComponentType<SectionProps<AdminDraftOrder>> })),
)
const DraftAddressesSection = lazy(() => import('../sections/addresses-section').then((part) => ({ default: part.DraftAddressesSection })))
// an edit left half-way, listed as on an order's page
const PendingChanges = lazy(() =>
  import('../changes/pending-changes-panel').then((part) => ({
    default: ({ item, resource }: SectionProps<AdminDraftOrder>) => (
      <part.PendingChangesPanel order={asOrder(item)} resource={resource as unknown as ResourceSpec<AdminOrder>} />
    ),
  })),
)
const asOrder = (draft: AdminDraftOrder) => draft as unknown as AdminOrder
const promoCodes = (draft: AdminDraftOrder) =>
  ((draft as AdminDraftOrder & { promotions?: { code?: string | null }[] | null }).promotions ?? []).map((promotion) => promotion.code).join(', ')

/**
 * Draft orders (GET /admin/draft-orders): sales by phone or in the shop, taken for a customer (or an e-mail) with
 * pieces of the catalogue or custom lines, edited step by step with the money shown, then converted into the
 * customer's order.
 */
export const draftOrders = defineResource<AdminDraftOrder>({
  ...registered('draft-orders'),
  title: orderNumber,
  list: {
    columns: [
      { id: 'display_id', label: 'orderList.number', value: (draft) => draft.display_id, cell: orderNumber, sort: 'display_id', primary: true },
      { id: 'created_at', label: 'orderList.date', sort: 'created_at' },
      {
        id: 'customer',
        label: 'orderList.customer',
        fields: ['email', 'shipping_address.first_name', 'shipping_address.last_name'],
        value: (draft) => customerName(asOrder(draft)) || draft.email,
        primary: true,
      },
      {
        id: 'total',
        label: 'orderList.total',
        fields: ['total', 'currency_code'],
        align: 'end',
        cell: (draft, { locale }) => money(draft.total, draft.currency_code, locale),
        csv: (draft) => draft.total,
        primary: true,
      },
      { id: 'region', label: 'orderList.region', fields: ['region.name'], value: (draft) => draft.region?.name, hidden: true },
    ],
    filters: ORDER_FILTERS.filter((filter) => ['region_id', 'created_from', 'created_to'].includes(filter.id)),
    search: 'draftOrders.searchHint',
    defaultSort: '-created_at',
  },
  detail: {
    fields:
      'id,display_id,status,email,customer_id,region_id,currency_code,created_at,total,subtotal,item_total,shipping_total,discount_total,tax_total,region.name,*items,*shipping_methods,*shipping_address,*billing_address,promotions.code',
    actions: [
      flowAction<AdminDraftOrder>({
        id: 'edit-draft',
        label: 'draftOrders.edit',
        icon: 'i-ph-pencil-simple-line',
        when: (draft) => draft.status === 'draft',
        flow: (draft) => draftEditFlow(draft),
      }),
      flowAction<AdminDraftOrder>({
        id: 'edit-draft-terms',
        label: 'draftOrders.editTerms',
        icon: 'i-ph-truck',
        when: (draft) => draft.status === 'draft',
        flow: draftTermsFlow,
      }),
      changeDraftCustomer,
      convertDraft,
    ],
    sections: [
      { id: 'pending-changes', title: 'pendingChanges.title', bare: true, component: PendingChanges },
      {
        id: 'summary',
        title: 'orderDetail.summary',
        rows: [
          { label: 'orderDetail.placedAt', value: (draft, { locale }) => dateTime(draft.created_at, locale) },
          { label: 'customers.email', value: (draft) => draft.email },
          { label: 'orderList.region', value: (draft) => draft.region?.name },
          {
            label: 'order.shippingMethod',
            value: (draft) => <span data-testid="draft-shipping">{(draft.shipping_methods ?? []).map((method) => method.name).join(', ')}</span>,
          },
          { label: 'draftOrders.promoCodes', value: (draft) => <span data-testid="draft-codes">{promoCodes(draft)}</span> },
          { label: 'order.total', value: (draft, { locale }) => <span data-testid="draft-total">{money(draft.total, draft.currency_code, locale)}</span> },
        ],
      },
      { id: 'items', title: 'order.items', component: ItemsSection },
      { id: 'addresses', title: 'orderDetail.addresses', component: DraftAddressesSection, aside: true },
    ],
  },
  create: draftForm,
  remove: true,
  calls: { create: createDraft },
})
