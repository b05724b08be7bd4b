import type { AdminInventoryItem } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { request } from '../../engine/calls'
import { queryKeys } from '../../engine/query-keys'
import { actionOf, formOf, type SectionProps } from '../../engine/resource'
import { ActionDialog } from '../../engine/screens/action-dialog'
import { useChange } from '../../engine/use-resource'
import { useT } from '../../i18n'
import { NumberInput } from '../../ui/fields/number-input'
import { ErrorState, Loading } from '../../ui/query-state'
import { REFERENCES } from '../references'

type Level = {
  id: string
  location_id: string
  stocked_quantity: number
  reserved_quantity: number
  incoming_quantity: number
  available_quantity: number
  stock_locations?: { name: string }[]
}

/**
 * One location's stock of the item (its row's "edit"): the stocked pieces, not below what orders reserved there,
 * and the pieces ordered from the workshop that are on their way (`incoming_quantity`, which nothing else edits).
 * POST /admin/inventory-items/{id}/location-levels/{locationId}.
 */
function editLevel(itemId: string, level: Level) {
  return actionOf<AdminInventoryItem>()({
    id: 'edit-level',
    label: 'stockLevels.edit',
    form: formOf<AdminInventoryItem[]>()({
      schema: z
        .object({ stocked_quantity: z.number().int().min(0), incoming_quantity: z.number().int().min(0), reserved: z.number() })
        .superRefine((values, context) => {
          if (values.stocked_quantity < values.reserved)
            context.addIssue({
              code: 'too_small',
              origin: 'number',
              minimum: values.reserved,
              inclusive: true,
              input: values.stocked_quantity,
              path: ['stocked_quantity'],
            })
        }),
      fields: [
        { name: 'stocked_quantity', label: 'inventory.stocked', hint: 'stockLevels.reservedHint' },
        { name: 'incoming_quantity', label: 'inventory.incoming', hint: 'stockLevels.incomingHint' },
      ],
      values: () => ({ stocked_quantity: level.stocked_quantity, incoming_quantity: level.incoming_quantity, reserved: level.reserved_quantity }),
      toBody: (values) => values,
    }),
    run: (_, { stocked_quantity, incoming_quantity }) =>
      request(`/admin/inventory-items/${encodeURIComponent(itemId)}/location-levels/${encodeURIComponent(level.location_id)}`, {
        method: 'POST',
        body: { stocked_quantity, incoming_quantity },
      }),
    done: 'stockLevels.levelSaved',
    invalidates: ['products', 'product-variants'],
  })
}

/**
 * Stock of one item per location: edit the stocked quantities of several locations and save them in one
 * request (POST /admin/inventory-items/{id}/location-levels/batch), edit one location's stocked and incoming
 * pieces, add a location, remove one.
 */
export default function LocationLevelsSection({ item, resource }: SectionProps<AdminInventoryItem>) {
  const t = useT()
  const base = `/admin/inventory-items/${encodeURIComponent(item.id)}/location-levels`
  const levels = useQuery({
    queryKey: queryKeys('inventory-items').part(item.id, 'levels'),
    queryFn: ({ signal }) =>
      request<{ inventory_levels: Level[] }>(base, {
        query: { fields: 'id,location_id,stocked_quantity,reserved_quantity,incoming_quantity,available_quantity,stock_locations.name', limit: 100 },
        signal,
      }),
  })
  const locations = useQuery({
    queryKey: queryKeys('stock-locations').lookup('all'),
    queryFn: ({ signal }) =>
      request<{ stock_locations: { id: string; name: string }[] }>('/admin/stock-locations', { query: { fields: 'id,name', limit: 100 }, signal }),
    staleTime: 60_000,
  })
  const [edits, setEdits] = useState<Record<string, number | null>>({})
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Level | null>(null)
  const save = useChange({
    run: () =>
      request(`${base}/batch`, {
        method: 'POST',
        body: {
          update: Object.entries(edits)
            .filter(([, value]) => value !== null)
            .map(([location_id, stocked_quantity]) => ({ location_id, stocked_quantity })),
        },
      }),
    invalidates: ['inventory-items', 'products', 'product-variants'],
    done: () => ({ key: 'inventory.levelsSaved', params: { title: item.sku ?? item.title ?? '' } }),
  })
  const remove = useChange({
    run: (locationId: string) => request(`${base}/${encodeURIComponent(locationId)}`, { method: 'DELETE' }),
    invalidates: ['inventory-items'],
    done: () => ({ key: 'inventory.levelRemoved', params: {} }),
  })
  if (levels.isPending) return <Loading />
  if (levels.isError) return <ErrorState error={levels.error} retry={() => void levels.refetch()} />
  const nameOf = (level: Level) =>
    level.stock_locations?.[0]?.name ?? locations.data?.stock_locations.find((location) => location.id === level.location_id)?.name ?? level.location_id
  const changed = Object.entries(edits).filter(
    ([locationId, value]) => value !== null && value !== levels.data.inventory_levels.find((level) => level.location_id === locationId)?.stocked_quantity,
  )
  const unused = (locations.data?.stock_locations ?? []).filter((location) => !levels.data.inventory_levels.some((level) => level.location_id === location.id))
  return (
    <div className="flex flex-col">
      {levels.data.inventory_levels.length === 0 ? (
        <p className="p-4 text-sm text-stone-600">{t('inventory.noLevels')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="admin-table">
            <caption className="sr-only">{t('inventory.levels')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inventory.location')}</th>
                <th scope="col" className="text-right">
                  {t('inventory.stocked')}
                </th>
                <th scope="col" className="text-right">
                  {t('inventory.reserved')}
                </th>
                <th scope="col" className="text-right">
                  {t('inventory.incoming')}
                </th>
                <th scope="col" className="text-right">
                  {t('inventory.available')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('engine.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.data.inventory_levels.map((level) => (
                <tr key={level.id} data-location={nameOf(level)}>
                  <th scope="row">{nameOf(level)}</th>
                  <td className="w-44">
                    <NumberInput
                      aria-label={t('inventory.stockedAt', { location: nameOf(level) })}
                      value={edits[level.location_id] ?? level.stocked_quantity}
                      onChange={(value) => setEdits((current) => ({ ...current, [level.location_id]: value }))}
                      min={0}
                      step={1}
                    />
                  </td>
                  <td className="text-right tabular-nums">{level.reserved_quantity}</td>
                  <td className="text-right tabular-nums">{level.incoming_quantity}</td>
                  <td className="text-right tabular-nums" data-testid="available">
                    {level.available_quantity}
                  </td>
                  <td className="whitespace-nowrap text-right">
                    <button
                      type="button"
                      className="admin-icon-btn h-8 w-8"
                      aria-label={t('stockLevels.editAt', { location: nameOf(level) })}
                      onClick={() => setEditing(level)}
                    >
                      <span aria-hidden="true" className="i-ph-pencil-simple" />
                    </button>
                    <button
                      type="button"
                      className="admin-icon-btn h-8 w-8 text-red-700"
                      aria-label={t('inventory.removeLevel', { location: nameOf(level) })}
                      disabled={remove.isPending || level.reserved_quantity > 0 || level.stocked_quantity > 0}
                      title={level.stocked_quantity > 0 ? t('inventory.emptyFirst') : undefined}
                      onClick={() => void remove.mutateAsync(level.location_id).catch(() => undefined)}
                    >
                      <span aria-hidden="true" className="i-ph-trash" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2 border-t border-stone-200 p-4">
        <button
          type="button"
          className="admin-btn-primary"
          disabled={!changed.length || save.isPending}
          aria-busy={save.isPending}
          onClick={() =>
            void save.mutateAsync().then(
              () => setEdits({}),
              () => undefined,
            )
          }
        >
          {t('inventory.saveLevels')}
        </button>
        {unused.length > 0 && (
          <button type="button" className="admin-btn-secondary" onClick={() => setAdding(true)}>
            <span aria-hidden="true" className="i-ph-plus" />
            {t('inventory.addLevel')}
          </button>
        )}
      </div>
      {editing && <ActionDialog resource={resource} rows={[item]} onClose={() => setEditing(null)} action={editLevel(item.id, editing)} />}
      {adding && (
        <ActionDialog
          resource={resource}
          rows={[item]}
          onClose={() => setAdding(false)}
          action={{
            id: 'add-level',
            label: 'inventory.addLevel',
            form: {
              schema: z.object({ location_id: z.string().min(1), stocked_quantity: z.number().int().min(0) }),
              fields: [
                { name: 'location_id', label: 'inventory.location', reference: REFERENCES.stockLocations },
                { name: 'stocked_quantity', label: 'inventory.stocked' },
              ],
              values: () => ({ location_id: unused[0]?.id ?? '', stocked_quantity: 0 }),
              toBody: (values) => values,
            },
            // POST /admin/inventory-items/{id}/location-levels
            run: (_, values) => request(base, { method: 'POST', body: values }),
            done: 'inventory.levelAdded',
          }}
        />
      )}
    </div>
  )
}
