import type { ComponentType, ReactNode } from 'react'
import type { ZodObject } from 'zod'
import type { Locale } from '../../../i18n/locale'
import type { MessageKey, Translate } from '../i18n'
import type { Calls } from './calls'

/**
 * A resource of the back office, described once. The generic list, detail, form and confirm screens
 * render every description; hand-written screens exist only for workflows and plug in through `screens`
 * and detail `sections`. See docs/back-office.md ("the engine in a page").
 */
export type Entity = { id: string }

/** What cell renderers and CSV values get besides the row. */
export type RenderContext = { t: Translate; locale: Locale }

export type ColumnSpec<T> = {
  /** Column id: the visibility key in the address, the CSV header key. */
  id: string
  label: MessageKey
  /** Medusa fields this column needs (default: its id); the list requests only the visible columns' fields. */
  fields?: string[]
  value?: (row: T) => unknown
  cell?: (row: T, context: RenderContext) => ReactNode
  /** The value in a CSV export (default: the text of `value`). */
  csv?: (row: T, context: RenderContext) => string | number | null | undefined
  /** Medusa's `order` key; a column with one is sortable. */
  sort?: string
  align?: 'end'
  /** Hidden until staff show it. */
  hidden?: boolean
  /** One of the few columns a phone shows (when a list names any, the others give way below 640 px). */
  phone?: boolean
}

/** Another resource to choose from: filters, comboboxes and bulk actions look its rows up by search. */
export type Reference = {
  /** The resource name (query keys are shared with it, so its mutations refresh the choices). */
  name: string
  path: string
  listKey: string
  /** The field shown as the choice's label. */
  label: string
  /** Creates a choice inline ('Create "{label}"'): returns the new id. */
  create?: (label: string) => Promise<string>
}

export type Option = { value: string; label: MessageKey }

export type FilterSpec = {
  /** The Medusa query parameter (status, collection_id, …). */
  id: string
  label: MessageKey
  options?: Option[]
  reference?: Reference
  /** A date (`YYYY-MM-DD`) chosen from a calendar; `toQuery` turns it into Medusa's operator. */
  date?: boolean
  /** How the selected values go into Medusa's query (default: `{ [id]: values }`). */
  toQuery?: (values: string[]) => Record<string, unknown>
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'reference' | 'references' | 'strings' | 'date'

export type FieldProps = { name: string; label: string; hint?: string; disabled?: boolean }

export type FieldSpec = {
  /** A path into the form values (`metadata.title_en`). */
  name: string
  label: MessageKey
  kind?: FieldKind
  hint?: MessageKey
  options?: Option[]
  /** Choices whose labels are data, not texts of the dictionary (a product's option values). */
  choices?: { value: string; text: string }[]
  /** A label that is data (an option's title); `label` is then the fallback for screen readers. */
  labelText?: string
  reference?: Reference
  /** A field drawn by hand (media, video); it uses react-hook-form's context. */
  component?: ComponentType<FieldProps>
  wide?: boolean
  step?: number
}

export type FormSpec<V extends Record<string, unknown>, T = unknown> = {
  schema: ZodObject
  fields: FieldSpec[]
  /** The values of a new entity, or those of an existing one. */
  values: (item?: T) => V
  /** The request body for create/update from valid values (and the entity being edited). */
  toBody: (values: V, item?: T) => Record<string, unknown>
  /** 'drawer' (default) opens over the list or detail; 'page' for long forms. */
  mode?: 'drawer' | 'page'
}

export type ActionSpec<T> = {
  id: string
  label: MessageKey
  icon?: string
  tone?: 'danger'
  /** Asks first; `text` gets {count} and {title}. */
  confirm?: { title: MessageKey; text: MessageKey; action?: MessageKey }
  /** Asks for input first (which collection, which category). */
  form?: FormSpec<Record<string, unknown>, never>
  run: (rows: T[], values: Record<string, unknown>) => Promise<unknown>
  /** The notification after it worked ({count}, {title}). */
  done: MessageKey
  /** Other resources whose data the action changes. */
  invalidates?: string[]
  /** Only for rows it applies to. */
  when?: (row: T) => boolean
  /** What the confirmation lists about the rows it will change (the orders and amounts to book). */
  summary?: (rows: T[], context: RenderContext) => ReactNode
}

export type SectionProps<T> = { item: T; resource: ResourceSpec<T & Entity> }

export type SectionSpec<T> = {
  id: string
  title: MessageKey
  /** Label/value pairs, or a hand-made section (a workflow such as the price grid). */
  rows?: { label: MessageKey; value: (item: T, context: RenderContext) => ReactNode }[]
  component?: ComponentType<SectionProps<T>>
  /** In the narrow column beside the main ones. */
  aside?: boolean
  /** Draws its own card and heading (an embedded list). */
  bare?: boolean
}

export type ResourceSpec<T extends Entity = Entity> = {
  /** Query keys, dictionary section `resources.<name>`, saved views. */
  name: string
  /** The collection path of Medusa's admin API (`/admin/products`). */
  path: string
  /** Response keys: `{ products, count }`, `{ product }`. */
  listKey: string
  itemKey: string
  /** The back office's address (`/products`). */
  route: string
  title: (item: T) => string
  list: {
    columns: ColumnSpec<T>[]
    /** Fields every list request needs besides the visible columns'. */
    fields?: string[]
    filters?: FilterSpec[]
    /** The hint under the search box; without one the list has no search. */
    search?: MessageKey
    defaultSort?: string
    pageSize?: number
    /** Fixed query parameters (a detail's list of products of one collection). */
    query?: Record<string, unknown>
    rowActions?: ActionSpec<T>[]
    bulkActions?: ActionSpec<T>[]
    /** Where a row leads when it is not the resource's own detail page (a variant → its product). */
    link?: (row: T) => string
    /** Reloads the page in this interval (ms) while the browser tab is visible (new orders). */
    refetchInterval?: number
  }
  detail?: {
    /** Fields of the detail request. */
    fields?: string
    sections: SectionSpec<T>[]
    actions?: ActionSpec<T>[]
  }
  create?: FormSpec<any, T>
  edit?: FormSpec<any, T>
  /** Delete from the detail page (with confirmation). */
  remove?: boolean
  /** Calls that differ from the five-call convention (`restCalls`). */
  calls?: Partial<Calls<T>>
  /** Hand-written screens for workflows: the list (a tree), the create flow, extra pages under the route. */
  screens?: {
    list?: ComponentType<{ resource: ResourceSpec<T> }>
    create?: ComponentType<{ resource: ResourceSpec<T> }>
    pages?: { path: string; component: ComponentType }[]
    /** Buttons beside "Create" on the list (import, export). */
    listActions?: ComponentType
  }
}

export const defineResource = <T extends Entity>(spec: ResourceSpec<T>) => spec
