import type { AdminPriceList } from '@medusajs/types'
import { z } from 'zod'
import { dayEnd, dayStart, shopDay } from '../../../../rules/shop-days'
import { formOf, type Option } from '../../engine/resource'
import { REFERENCES } from '../references'
import { CUSTOMER_GROUP_RULE, groupsOf } from './price-lists-state'

export const TYPE_OPTIONS = [
  { value: 'sale', label: 'priceLists.types.sale' },
  { value: 'override', label: 'priceLists.types.override' },
] satisfies Option[]

export const STATUS_OPTIONS = [
  { value: 'active', label: 'priceLists.statuses.active' },
  { value: 'draft', label: 'priceLists.statuses.draft' },
] satisfies Option[]

const schema = z
  .object({
    title: z.string().trim().min(1).max(255),
    description: z.string().trim().max(1000),
    type: z.enum(['sale', 'override']),
    status: z.enum(['active', 'draft']),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    customer_groups: z.array(z.string()).max(20),
  })
  // days compare as text (YYYY-MM-DD); a one-day sale starts and ends on the same day
  .refine((values) => !values.starts_at || !values.ends_at || values.ends_at >= values.starts_at, {
    path: ['ends_at'],
    params: { message: 'priceLists.endBeforeStart' },
  })

/** A date staff did not change keeps its exact time (a list made elsewhere may start at 14:00); a new day starts or ends whole. */
const dateOf = (chosen: string | null, stored: string | null | undefined, edge: (day: string) => string | null) =>
  chosen && stored && shopDay(stored) === chosen ? stored : edge(chosen ?? '')

/**
 * A price list's title, description, type, status, period (whole shop days) and customer groups (the rule
 * `customer.groups.id`; none: everybody). An edit without groups sends an empty rule set, which takes them off.
 */
export const priceListForm = formOf<AdminPriceList>()({
  schema,
  fields: [
    { name: 'title', label: 'fields.title' },
    { name: 'description', label: 'fields.description', kind: 'textarea' },
    { name: 'type', label: 'priceLists.type', options: TYPE_OPTIONS, hint: 'priceLists.typeHint' },
    { name: 'status', label: 'priceLists.status', options: STATUS_OPTIONS, hint: 'priceLists.statusHint' },
    { name: 'starts_at', label: 'priceLists.startsAt', kind: 'date', hint: 'priceLists.startsHint', wide: false },
    { name: 'ends_at', label: 'priceLists.endsAt', kind: 'date', hint: 'priceLists.endsHint', wide: false },
    { name: 'customer_groups', label: 'priceLists.groups', reference: REFERENCES.customerGroups, hint: 'priceLists.groupsHint' },
  ],
  values: (list) => ({
    title: list?.title ?? '',
    description: list?.description ?? '',
    type: list?.type ?? 'sale',
    status: list?.status ?? 'active',
    starts_at: shopDay(list?.starts_at),
    ends_at: shopDay(list?.ends_at),
    customer_groups: list ? groupsOf(list) : [],
  }),
  toBody: (values, list) => ({
    title: values.title,
    description: values.description,
    type: values.type,
    status: values.status,
    starts_at: dateOf(values.starts_at, list?.starts_at, dayStart),
    ends_at: dateOf(values.ends_at, list?.ends_at, dayEnd),
    ...(values.customer_groups.length ? { rules: { [CUSTOMER_GROUP_RULE]: values.customer_groups } } : list ? { rules: {} } : {}),
  }),
})
