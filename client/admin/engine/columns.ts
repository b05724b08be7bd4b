import { formatDate } from '../../../rules/shop-dates'
import type { ColumnSpec, Entity, RenderContext, ResourceSpec } from './resource'

/** A column's raw value: its own accessor, else the row's field of the same id (`collection.title` walks). */
export function columnValue<T extends Entity>(column: ColumnSpec<T>, row: T): unknown {
  if (column.value) return column.value(row)
  return column.id.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), row)
}

/** The text of a value as a cell or CSV shows it: dates and numbers in the admin's language, lists joined. */
export function valueText(value: unknown, context: RenderContext): string {
  const { locale, t } = context
  if (value === null || value === undefined || value === '') return ''
  if (Array.isArray(value))
    return value
      .map((item) => valueText(item, context))
      .filter(Boolean)
      .join(', ')
  if (typeof value === 'number') return value.toLocaleString(locale)
  if (typeof value === 'boolean') return value ? t('generic.yes') : t('generic.no')
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return formatDate(value, locale, 'mediumTime')
  if (typeof value === 'object')
    return 'title' in value ? String(value.title) : 'name' in value ? String(value.name) : 'value' in value ? String(value.value) : ''
  return String(value)
}

/** What a column contributes to a CSV export. */
export function csvValue<T extends Entity>(column: ColumnSpec<T>, row: T, context: RenderContext): string | number {
  if (column.csv) return column.csv(row, context) ?? ''
  const value = columnValue(column, row)
  return typeof value === 'number' ? value : valueText(value, context)
}

export type TableColumn<T> = {
  id: string
  header: string
  sortKey: string | null
  align: 'start' | 'end'
  spec: ColumnSpec<T>
}

/** Description → the table's columns, in the order shown, with their translated headers and sort keys. */
export function tableColumns<T extends Entity>(resource: ResourceSpec<T>, visible: ColumnSpec<T>[], context: RenderContext): TableColumn<T>[] {
  const known = new Set(resource.list.columns)
  return visible
    .filter((column) => known.has(column))
    .map((column) => ({ id: column.id, header: context.t(column.label), sortKey: column.sort ?? null, align: column.align ?? 'start', spec: column }))
}

/** Medusa's order string ↔ the table's sorting of one column. */
export function sortingOf<T>(columns: TableColumn<T>[], order: string | undefined): { id: string; desc: boolean }[] {
  if (!order) return []
  const key = order.replace(/^-/, '')
  const column = columns.find((candidate) => candidate.sortKey === key)
  return column ? [{ id: column.id, desc: order.startsWith('-') }] : []
}
export function orderOf<T>(columns: TableColumn<T>[], sorting: { id: string; desc: boolean }[]): string {
  const [first] = sorting
  const column = first && columns.find((candidate) => candidate.id === first.id)
  return column?.sortKey ? `${first.desc ? '-' : ''}${column.sortKey}` : ''
}
