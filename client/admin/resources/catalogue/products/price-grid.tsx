import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useT } from '../../../i18n'
import { useChange } from '../../../engine/use-resource'
import { ErrorState, Loading } from '../../../ui/query-state'
import { usePriceColumns } from './price-columns'
import { parsePastedBlock, pricesOfRow, rowChanged, rowOfPrices, type Price, type PriceColumn } from './prices'
import { variantBatch, type Variant } from './product-variants'

type Grid = Record<string, Record<string, number | null>>

/**
 * Prices of all variants per currency and region as a spreadsheet: arrow keys and Enter move between cells,
 * a block pasted from a spreadsheet fills the cells from the focused one, and saving sends every changed
 * variant in one request (POST …/variants/batch), 100 prices or more at once.
 */
export function PriceGrid({ productId, variants, onClose }: { productId: string; variants: Variant[]; onClose: () => void }) {
  const t = useT()
  const columns = usePriceColumns()
  if (columns.isPending) return <Loading />
  if (columns.isError) return <ErrorState error={columns.error} retry={() => void columns.refetch()} />
  return <GridBody productId={productId} variants={variants} columns={columns.data} onClose={onClose} caption={t('products.priceGrid')} />
}

function GridBody({ productId, variants, columns, onClose, caption }: { productId: string; variants: Variant[]; columns: PriceColumn[]; onClose: () => void; caption: string }) {
  const t = useT()
  const stored = useMemo(() => Object.fromEntries(variants.map((variant) => [variant.id, rowOfPrices((variant.prices ?? []) as Price[])])), [variants])
  const [grid, setGrid] = useState<Grid>(() => structuredClone(stored))
  const table = useRef<HTMLTableElement>(null)
  const changed = variants.filter((variant) => rowChanged(stored[variant.id], grid[variant.id], columns))
  const save = useChange({
    run: () =>
      variantBatch(productId, {
        update: changed.map((variant) => ({ id: variant.id, prices: pricesOfRow((variant.prices ?? []) as Price[], grid[variant.id], columns) })),
      }),
    invalidates: ['products', 'product-variants'],
    done: () => ({ key: 'products.pricesSaved', params: { count: changed.length } }),
  })
  const set = (variantId: string, key: string, value: number | null) => setGrid((current) => ({ ...current, [variantId]: { ...current[variantId], [key]: value } }))
  const focusCell = (row: number, column: number) => table.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${column}"]`)?.focus()
  const onKey = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [event.shiftKey ? -1 : 1, 0] }
    const input = event.currentTarget
    if (event.key === 'ArrowLeft' && input.selectionStart === 0) moves.ArrowLeft = [0, -1]
    if (event.key === 'ArrowRight' && input.selectionEnd === input.value.length) moves.ArrowRight = [0, 1]
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    focusCell(row + move[0], column + move[1])
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const block = parsePastedBlock(event.clipboardData.getData('text/plain'))
    if (block.length <= 1 && (block[0]?.length ?? 0) <= 1) return
    event.preventDefault()
    setGrid((current) => {
      const next = structuredClone(current)
      block.forEach((cells, r) => cells.forEach((value, c) => {
        const variant = variants[row + r]
        const target = columns[column + c]
        if (variant && target) next[variant.id][target.key] = value
      }))
      return next
    })
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('products.priceGridHint')}</p>
      <div className="overflow-auto">
        <table ref={table} className="admin-table admin-grid" aria-describedby="price-grid-status">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.variant')}</th>
              {columns.map((column) => <th key={column.key} scope="col" className="text-right">{column.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, row) => (
              <tr key={variant.id} data-variant={variant.sku ?? variant.id}>
                <th scope="row" className="whitespace-nowrap">
                  {variant.title}
                  {variant.sku && <span className="block text-xs font-normal text-stone-600">{variant.sku}</span>}
                </th>
                {columns.map((column, col) => {
                  const value = grid[variant.id]?.[column.key]
                  const dirty = (stored[variant.id][column.key] ?? null) !== (value ?? null)
                  return (
                    <td key={column.key} className={dirty ? 'bg-primary-50' : undefined}>
                      <input
                        type="number"
                        inputMode="decimal"
                        step="0.01"
                        min={0}
                        data-row={row}
                        data-col={col}
                        aria-label={t('products.priceCell', { variant: variant.title ?? '', column: column.label })}
                        value={value ?? ''}
                        placeholder={column.region_id ? t('products.inherits') : ''}
                        onChange={(event) => set(variant.id, column.key, event.target.value === '' ? null : event.target.valueAsNumber)}
                        onKeyDown={(event) => onKey(event, row, col)}
                        onPaste={(event) => onPaste(event, row, col)}
                        className="admin-grid-input"
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p id="price-grid-status" className="mr-auto text-sm text-stone-600" aria-live="polite">
          {t('products.pricesChanged', { count: changed.length })}
        </p>
        <button type="button" className="admin-btn-secondary" onClick={onClose} disabled={save.isPending}>{t('generic.cancel')}</button>
        <button type="button" className="admin-btn-primary" disabled={!changed.length || save.isPending} aria-busy={save.isPending} onClick={() => void save.mutateAsync().then(onClose, () => undefined)}>
          {t('products.savePrices')}
        </button>
      </div>
    </div>
  )
}
