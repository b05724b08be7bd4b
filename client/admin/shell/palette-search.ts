import { request } from '../engine/calls'
import { orderNumber, referenceOf } from '../resources/orders/order-fields'
import { REGISTERED, type RegisteredName } from '../resources/registry'

export type Hit = { id: string; label: string; hint: string; path: string }
export type HitGroup = { name: RegisteredName; hits: Hit[] }

type Row = Record<string, unknown> & { id: string }

const LIMIT = 5

/** Every resource the registry marks as findable, in its order: orders, products, customers, collections, staff, … */
const FINDABLE = REGISTERED.flatMap(([name, entry]) => (entry.find ? [{ name, entry, find: entry.find }] : []))

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** An order's or a draft's number reads "#28", and the order's bank reference stands beside its e-mail. */
function hitOf(name: RegisteredName, label: string, hint: readonly string[], route: string, row: Row): Hit {
  const numbered = label === 'display_id'
  const words = hint.map((field) => text(row[field])).filter(Boolean)
  const reference = name === 'orders' ? referenceOf({ display_id: Number(row.display_id) }) : ''
  return {
    id: row.id,
    label: numbered ? orderNumber({ id: row.id, display_id: Number(row.display_id) }) : text(row[label]) || row.id,
    hint: [reference, ...words].filter(Boolean).join(name === 'customers' || name === 'users' ? ' ' : ' · '),
    path: `${route}/${row.id}`,
  }
}

/**
 * Medusa's `q` on every findable resource's list, five each, in parallel (the back end reads "AURELIA-28" as order
 * 28); a resource whose search fails shows no hits rather than failing the palette.
 */
export async function searchAll(q: string, signal: AbortSignal): Promise<HitGroup[]> {
  return Promise.all(
    FINDABLE.map(async ({ name, entry, find }) => {
      const fields = ['id', entry.label, ...find.hint].join(',')
      const answer = await request<Record<string, Row[] | undefined>>(entry.path, {
        query: { q, limit: LIMIT, fields, ...(find.order ? { order: find.order } : {}) },
        signal,
      }).catch(() => ({}) as Record<string, Row[] | undefined>)
      return { name, hits: (answer[entry.listKey] ?? []).map((row) => hitOf(name, entry.label, find.hint, entry.route, row)) }
    }),
  )
}
