import type { ComponentType, ReactNode } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import type { ZodObject, z } from 'zod'
import type { Locale } from '../../../rules/languages'
import type { AdminDictionary, MessageKey, Translate } from '../i18n'
import type { Calls } from './calls'

/**
 * A resource of the back office, described once. The generic list, detail, form and confirm screens
 * render every description; hand-written screens exist only for workflows and plug in through `screens`
 * and detail `sections`. See README.md beside this file.
 */
export type Entity = { id: string }

/** A resource's name: its section `resources.<name>` of the dictionary (title, new), its query keys, its saved views. */
export type ResourceName = keyof AdminDictionary['resources'] & string

/** What a change can refresh: a resource, or one of the few queries that are no resource (the signed-in user, the store). */
export type QueryName = ResourceName | 'users' | 'stores' | 'fulfillment-providers' | 'regions' | 'service-zones'

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
  /** Shown on a phone too (the columns that matter); the first column always is. */
  primary?: boolean
}

/** Another resource to choose from: filters, comboboxes and bulk actions look its rows up by search. */
export type Reference = {
  /** The resource name (query keys are shared with it, so its mutations refresh the choices). */
  name: QueryName
  path: string
  listKey: string
  /** The field shown as the choice's label. */
  label: string
  /**
   * The label is a name the shop keeps in both languages (German `name`, English `metadata.name_en`): choices show it
   * in the staff's language (rules/name-in-language.ts).
   */
  namedInBothLanguages?: true
  /** Creates a choice inline ('Create "{label}"'): returns the new id. */
  create?: (label: string) => Promise<string>
  /**
   * Choices from a call other than the resource's list (Medusa's rule-value options answer `{ value, label }`):
   * `search` finds them by what staff typed, `labels` names chosen values. Lookups are then kept apart by `path`.
   */
  choices?: {
    search: (search: string, signal: AbortSignal | undefined, locale: Locale) => Promise<Choice[]>
    labels: (values: string[], signal: AbortSignal | undefined, locale: Locale) => Promise<Choice[]>
  }
}

/** One choice of a reference: the value a field holds and the label staff see. */
export type Choice = { value: string; label: string }

/**
 * A fixed choice: named by a dictionary key, or by names the shop keeps once for every part (a material's, from
 * `rules/`), which the back office must not copy into its dictionaries.
 */
export type Option = { value: string; label: MessageKey | Record<Locale, string> }

/** An option's name in the staff's language. */
export const optionText = (option: Option, { t, locale }: RenderContext): string => (typeof option.label === 'string' ? t(option.label) : option.label[locale])

export type FilterSpec = {
  /** The Medusa query parameter (status, collection_id, …). */
  id: string
  label: MessageKey
  options?: Option[]
  reference?: Reference
  /** Choices whose names are data, loaded once when the filter shows (the shop's payment providers). */
  choices?: (context: RenderContext) => Promise<{ value: string; text: string }[]>
  /** A date (`YYYY-MM-DD`) chosen from a calendar; `toQuery` turns it into Medusa's operator. */
  date?: boolean
  /** How the selected values go into Medusa's query (default: `{ [id]: values }`). */
  toQuery?: (values: string[]) => Record<string, unknown>
}

export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'checks'
  | 'reference'
  | 'references'
  | 'strings'
  | 'date'
  | 'lines'

export type FieldProps = { name: string; label: string; hint?: string; disabled?: boolean }

export type FieldSpec<V extends FieldValues = FieldValues> = {
  /** A path into the form values (`metadata.title_en`), checked against the schema's values. */
  name: FieldPath<V>
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
  /** A number field's decimals when they differ from its step's (a tax rate in per cent takes three). */
  decimals?: number
  /** The browser's autofill hint (`current-password`, `new-password`, `email`, `given-name`). */
  autoComplete?: string
  /**
   * `kind: 'lines'`: one line per entry of an array field (an order's items with a quantity and a reason). `text`
   * names a line (read from its values, not an input); `fields` are its inputs, named within the line. With `add`,
   * staff add lines (a new line's values) and remove them; `shows` hides a line's input its other values make
   * pointless (a geo zone of a country has no city).
   */
  lines?: {
    text?: (line: Record<string, unknown>) => string
    fields: FieldSpec[]
    add?: { label: MessageKey; line: () => Record<string, unknown> }
    shows?: (line: Record<string, unknown>, input: string) => boolean
  }
  /** Shown only while the form's values call for it (a currency for a fixed amount); its schema must accept it hidden. */
  when?: (values: V) => boolean
}

/**
 * A form: one zod schema validates it and types everything else. `values` gives the schema's input (a new
 * entity's, an existing one's, or an action's rows'), `toBody` gets its parsed output.
 */
export type FormSpec<S extends ZodObject, T = unknown> = {
  schema: S
  fields: FieldSpec<z.input<S>>[]
  values: (item?: T) => z.input<S>
  /** The request body for create/update from valid values (and the entity being edited). */
  toBody: (values: z.output<S>, item?: T) => Record<string, unknown>
  /** 'drawer' (default) opens over the list or detail; 'page' for long forms. */
  mode?: 'drawer' | 'page'
}

/** A form of entities of type T with its values inferred from its schema: `formOf<AdminCustomer>()({ schema, … })`. */
export const formOf =
  <T>() =>
  <S extends ZodObject>(spec: FormSpec<S, T>) =>
    spec

/** A question an action asks before it runs: its text already in the staff's words, with the rows' figures. */
type Question = { title: MessageKey; text: string; action: MessageKey }

export type ActionSpec<T, S extends ZodObject = any, R = any> = {
  id: string
  label: MessageKey
  icon?: string
  tone?: 'danger'
  /** Asks first; `text` gets {count} and {title}. */
  confirm?: { title: MessageKey; text: MessageKey; action?: MessageKey }
  /**
   * Asks first only when the rows call for it, naming what the order itself says (the open amount of an unpaid
   * order to ship, the refund of a paid one to cancel); null goes on without asking. Its question comes before the
   * form, and instead of `confirm`.
   */
  ask?: (rows: T[], context: RenderContext) => Question | null
  /** Asks for input first; its values are prefilled from the rows it acts on (`values(rows)`). */
  form?: FormSpec<S, T[]>
  run: (rows: T[], values: z.output<S>) => Promise<R>
  /** The notification after it worked ({count}, {title}). */
  done: MessageKey
  /** Something the answer holds that is shown once and never again (a secret key): the dialog shows it until closed. */
  result?: (answer: R) => { label: MessageKey; value: string }
  /** Other resources whose data the action changes. */
  invalidates?: QueryName[]
  /** Only for rows it applies to. */
  when?: (row: T) => boolean
  /** It deletes its rows: their own details are not asked for again (they would answer 404), a detail page leaves for the list. */
  removes?: boolean
  /** What the confirmation lists about the rows it will change (the orders and amounts to book). */
  summary?: (rows: T[], context: RenderContext) => ReactNode
  /**
   * A guided screen in a drawer instead of a dialog (a return: begin → choose items → preview → confirm); called once
   * when the action opens, so its state lives as long as the drawer. `flowAction` makes one from a flow. A bulk
   * action's screen gets the whole selection as `rows` (the prices of several products in one grid).
   */
  screen?: (row: T, close: () => void, rows: T[]) => ReactNode
}

/** An action on rows of type T with its form's values and its answer inferred: `actionOf<AdminCustomer>()({ … })`. */
export const actionOf =
  <T>() =>
  <S extends ZodObject = ZodObject, R = unknown>(spec: ActionSpec<T, S, R>) =>
    spec

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
  /** On a narrow screen, where the columns stack, it leads the page (what staff need before packing an order). */
  phoneFirst?: boolean
}

export type ResourceSpec<T extends Entity = Entity> = {
  /** Query keys, dictionary section `resources.<name>`, saved views. */
  name: ResourceName
  /** The collection path of Medusa's admin API (`/admin/products`). */
  path: string
  /** Response keys: `{ products, count }`, `{ product }`. */
  listKey: string
  itemKey: string
  /** The back office's address (`/products`). */
  route: string
  /** The item's name in the staff's language (a name kept in both, rules/name-in-language.ts, takes `locale`). */
  title: (item: T, locale: Locale) => string
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
    /** Where a row leads when it is not the resource's own detail page (a variant → its product); `false`: nowhere. */
    link?: ((row: T) => string) | false
    /** A key of its own for lists at another path under the same name (a customer's addresses). */
    scope?: string
    /** Reloads the page in this interval (ms) while the browser tab is visible (new orders). */
    refetchInterval?: number
  }
  detail?: {
    /** Fields of the detail request. */
    fields?: string
    sections: SectionSpec<T>[]
    actions?: ActionSpec<T>[]
    /** Child tables under the entity (a customer's addresses, a group's members), each a section of the detail. */
    children?: ChildSpec<T, any>[]
  }
  create?: FormSpec<any, T>
  edit?: FormSpec<any, T>
  /** Delete (with confirmation) from a row's menu, the list's selection and the detail page; `many` deletes a selection in one call. */
  remove?: boolean | RemoveSpec<T>
  /** Calls that differ from the five-call convention (`restCalls`). */
  calls?: Partial<Calls<T>>
  /**
   * The field that names an entity when Medusa's has no `id` (a currency's `code`): the calls copy it into `id`, so
   * its address (`/currencies/eur`), selection and CSV work as for any other.
   */
  key?: string
  /**
   * Medusa holds exactly one of it (the store): the list opens that one's detail, and the detail leads back to no
   * list. The first row of the list is the one.
   */
  single?: boolean
  /** Hand-written screens for workflows: the list (a tree), the create flow, extra pages under the route. */
  screens?: {
    list?: ComponentType<{ resource: ResourceSpec<T> }>
    create?: ComponentType<{ resource: ResourceSpec<T> }>
    pages?: { path: string; component: ComponentType }[]
    /** Buttons beside "Create" on the list (import, export). */
    listActions?: ComponentType<{ resource: ResourceSpec<T> }>
  }
}

/**
 * A table of children under an entity, declared in the parent's description: its rows come from a path under the
 * parent (`/admin/customers/{id}/addresses`) or from a list filtered by it (a group's members), with a form to add
 * and edit one, delete, and links added and removed in batch.
 */
export type ChildSpec<P extends Entity, C extends Entity> = {
  id: string
  title: MessageKey
  /** The children's query keys: their own resource when they are one (members are customers), else the parent's. */
  name: ResourceName
  /** Medusa's collection of the children under a parent and the answer's keys (the five calls at that path). */
  path: (parent: P) => string
  listKey: string
  itemKey: string
  /** Calls that differ (members are listed from `/admin/customers?groups=…`, not at the batch path). */
  calls?: (parent: P) => Partial<Calls<C>>
  rowTitle: (child: C) => string
  columns: ColumnSpec<C>[]
  /** Fields every row needs besides the visible columns' (all that its edit form shows, or saving would clear them). */
  fields?: string[]
  filters?: FilterSpec[]
  search?: MessageKey
  defaultSort?: string
  /** A row leads to the child's own page (a member → the customer); without it rows lead nowhere. */
  link?: (child: C) => string
  create?: FormSpec<any, C>
  edit?: FormSpec<any, C>
  /** The edit form reads the child it edits (GET {path}/{id} with `fields`) instead of starting from its row. */
  load?: boolean
  remove?: boolean
  rowActions?: ActionSpec<C>[]
  /** Only under parents it applies to (the sales channels of a publishable key, not of a secret one). */
  when?: (parent: P) => boolean
  /** Existing entities linked and unlinked in batch (`{ add, remove }` bodies): a picker to add, a bulk action to remove. */
  batch?: { reference: Reference; add: MessageKey; remove: MessageKey; write: (parent: P, change: { add: string[]; remove: string[] }) => Promise<unknown> }
}

export type RemoveSpec<T = any> = {
  /** One call for a whole selection (Medusa's batch route) instead of one DELETE per row. */
  many?: (ids: string[]) => Promise<unknown>
  /** Only rows Medusa lets go (an API key once revoked, a reason without sub-reasons; never the signed-in member of staff); others offer no delete. */
  when?: (row: T) => boolean
  /** What the confirmation says instead of "deleted for good" ({title}; {count} for a selection): what stays (a customer's orders). */
  text?: { one: MessageKey; many: MessageKey }
  /** Other resources a deletion changes (a product's variants). */
  invalidates?: QueryName[]
}

export const defineResource = <T extends Entity>(spec: ResourceSpec<T>) => spec
