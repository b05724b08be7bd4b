import { z } from '@medusajs/framework/zod'

/** The largest page a list of the shop's own data answers: the back office's CSV export reads pages of 200. */
const MAX_PAGE = 200

/** One value or a list of them (`status=new` or `status[]=new&status[]=answered`), each one of `values`. */
const oneOrMore = <V extends [string, ...string[]]>(values: V) =>
  z.union([z.enum(values), z.array(z.enum(values)).max(values.length)]).transform((value) => (Array.isArray(value) ? value : [value]))

/**
 * The query of an admin list of a module's rows, as Medusa's own lists take it: `limit`, `offset`, `order` (a
 * sortable column, `-` first for descending; newest first by default), `q` (a part of the texts searched), `status`
 * (one or more of the module's states). `fields` is accepted and ignored: the rows are small and always whole.
 */
export function adminListSchema<S extends [string, ...string[]], O extends [string, ...string[]]>(statuses: S, sortable: O) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
    offset: z.coerce.number().int().min(0).default(0),
    order: z
      .string()
      .regex(new RegExp(`^-?(${sortable.join('|')})$`), `one of ${sortable.join(', ')}, with "-" for descending`)
      .default('-created_at'),
    q: z.string().trim().max(200).optional(),
    email: z.string().trim().toLowerCase().optional(),
    status: oneOrMore(statuses).optional(),
    fields: z.string().optional(),
  })
}

/** Medusa's `order` option of a parsed `order` parameter (`-created_at` → `{ created_at: "DESC" }`). */
export const orderOf = (order: string) => ({ [order.replace(/^-/, '')]: order.startsWith('-') ? ('DESC' as const) : ('ASC' as const) })

/** A `$ilike` pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`
