import type { AdminStockLocation } from '@medusajs/types'
import { useState } from 'react'
import { z } from 'zod'
import { request } from '../../engine/calls'
import type { SectionProps } from '../../engine/resource'
import { ActionDialog } from '../../engine/screens/action-dialog'
import { useChange } from '../../engine/use-resource'
import { useT } from '../../i18n'

type Zone = { id: string; name: string; geo_zones?: { id: string; type: string; country_code?: string }[] }
type FulfillmentSet = { id: string; name: string; type: string; service_zones?: Zone[] }

/**
 * A location's fulfillment sets (shipping, pick-up) with their service zones: create a set (POST
 * /admin/stock-locations/{id}/fulfillment-sets), delete it (DELETE /admin/fulfillment-sets/{id}), add and
 * delete zones (POST/DELETE /admin/fulfillment-sets/{id}/service-zones…).
 */
export default function FulfillmentSetsSection({ item: location, resource }: SectionProps<AdminStockLocation>) {
  const t = useT()
  const sets = ((location as unknown as { fulfillment_sets?: FulfillmentSet[] }).fulfillment_sets ?? [])
  const [dialog, setDialog] = useState<{ kind: 'set' } | { kind: 'zone'; set: FulfillmentSet } | null>(null)
  const remove = useChange({
    run: (target: { set: FulfillmentSet; zone?: Zone }) =>
      request(target.zone ? `/admin/fulfillment-sets/${encodeURIComponent(target.set.id)}/service-zones/${encodeURIComponent(target.zone.id)}` : `/admin/fulfillment-sets/${encodeURIComponent(target.set.id)}`, { method: 'DELETE' }),
    invalidates: ['stock-locations'],
    done: () => ({ key: 'locations.removed', params: {} }),
  })
  return (
    <div className="flex flex-col gap-4 p-4">
      {sets.length === 0 && <p className="text-sm text-stone-600">{t('locations.noSets')}</p>}
      {sets.map((set) => (
        <div key={set.id} className="rounded-lg border border-stone-200 p-3" data-fulfillment-set={set.name}>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium text-stone-900">{set.name}</h3>
            <span className="admin-chip">{set.type === 'pickup' ? t('locations.pickup') : t('locations.shipping')}</span>
            <button type="button" className="admin-icon-btn ml-auto h-8 w-8 text-red-700" aria-label={t('locations.deleteSet', { name: set.name })} disabled={remove.isPending} onClick={() => void remove.mutateAsync({ set }).catch(() => undefined)}>
              <span aria-hidden="true" className="i-ph-trash" />
            </button>
          </div>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {(set.service_zones ?? []).map((zone) => (
              <li key={zone.id} className="flex items-center gap-2">
                <span className="font-medium">{zone.name}</span>
                <span className="text-stone-600">{(zone.geo_zones ?? []).map((geo) => geo.country_code?.toUpperCase()).filter(Boolean).join(', ')}</span>
                <button type="button" className="admin-icon-btn ml-auto h-7 w-7 text-red-700" aria-label={t('locations.deleteZone', { name: zone.name })} disabled={remove.isPending} onClick={() => void remove.mutateAsync({ set, zone }).catch(() => undefined)}>
                  <span aria-hidden="true" className="i-ph-x" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="admin-link mt-2 text-sm" onClick={() => setDialog({ kind: 'zone', set })}>
            <span aria-hidden="true" className="i-ph-plus" />
            {t('locations.addZone')}
          </button>
        </div>
      ))}
      <button type="button" className="admin-btn-secondary self-start" onClick={() => setDialog({ kind: 'set' })}>
        <span aria-hidden="true" className="i-ph-plus" />
        {t('locations.addSet')}
      </button>
      {dialog?.kind === 'set' && (
        <ActionDialog
          resource={resource}
          rows={[location]}
          onClose={() => setDialog(null)}
          action={{
            id: 'add-set',
            label: 'locations.addSet',
            form: {
              schema: z.object({ name: z.string().trim().min(1).max(100), type: z.enum(['shipping', 'pickup']) }),
              fields: [
                { name: 'name', label: 'fields.name' },
                { name: 'type', label: 'locations.setType', options: [{ value: 'shipping', label: 'locations.shipping' }, { value: 'pickup', label: 'locations.pickup' }] },
              ],
              values: () => ({ name: '', type: 'shipping' }),
              toBody: (values) => values,
            },
            run: (_, values) => request(`/admin/stock-locations/${encodeURIComponent(location.id)}/fulfillment-sets`, { method: 'POST', body: values }),
            done: 'locations.setAdded',
          }}
        />
      )}
      {dialog?.kind === 'zone' && (
        <ActionDialog
          resource={resource}
          rows={[location]}
          onClose={() => setDialog(null)}
          action={{
            id: 'add-zone',
            label: 'locations.addZone',
            form: {
              schema: z.object({ name: z.string().trim().min(1).max(100), countries: z.array(z.string().trim().regex(/^[a-zA-Z]{2}$/)).min(1) }),
              fields: [
                { name: 'name', label: 'fields.name' },
                { name: 'countries', label: 'locations.countries', hint: 'locations.countriesHint' },
              ],
              values: () => ({ name: '', countries: [] }),
              toBody: (values) => values,
            },
            run: (_, values) =>
              request(`/admin/fulfillment-sets/${encodeURIComponent(dialog.set.id)}/service-zones`, {
                method: 'POST',
                body: { name: values.name, geo_zones: (values.countries as string[]).map((code) => ({ type: 'country', country_code: code.toLowerCase() })) },
              }),
            done: 'locations.zoneAdded',
          }}
        />
      )}
    </div>
  )
}
