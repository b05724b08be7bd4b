import type { AdminStockLocation } from '@medusajs/types'
import { useState } from 'react'
import { Link } from 'wouter'
import { z } from 'zod'
import { nameIn } from '../../../../rules/name-in-language'
import { bothNamesSchema, nameSchema } from '../../../../rules/name-in-language-schema'
import { request } from '../../engine/calls'
import type { SectionProps } from '../../engine/resource'
import { ActionDialog } from '../../engine/screens/action-dialog'
import { useChange } from '../../engine/use-resource'
import { useLocale, useT } from '../../i18n'
import { ENGLISH_NAME_FIELD, englishNameValues } from '../english-name'
import { FormDrawer } from './form-drawer'
import { serviceZoneForm } from './service-zone-form'
import { geoInWords } from './service-zone-geo'
import {
  createServiceZone,
  deleteFulfillmentSet,
  deleteServiceZone,
  type FulfillmentSet,
  renameFulfillmentSet,
  type ServiceZone as Zone,
  zonePath,
} from './service-zones'

/**
 * A location's fulfillment sets (shipping, pick-up) with their service zones: create a set (POST
 * /admin/stock-locations/{id}/fulfillment-sets), rename it in both languages (POST /admin/fulfillment-sets/{id}, the
 * shop's own route), delete it (DELETE /admin/fulfillment-sets/{id}), add a zone
 * with its areas (POST /admin/fulfillment-sets/{id}/service-zones) and delete one; each zone links to its own
 * page (its areas edited, its shipping options).
 */
export default function FulfillmentSetsSection({ item: location, resource }: SectionProps<AdminStockLocation>) {
  const t = useT()
  const locale = useLocale()
  const sets = (location as unknown as { fulfillment_sets?: FulfillmentSet[] }).fulfillment_sets ?? []
  const [dialog, setDialog] = useState<
    | { kind: 'set' }
    | { kind: 'rename'; set: FulfillmentSet }
    | { kind: 'zone'; set: FulfillmentSet }
    | { kind: 'delete'; set: FulfillmentSet; zone?: Zone }
    | null
  >(null)
  const addZone = useChange({
    run: ({ set, body }: { set: FulfillmentSet; body: Record<string, unknown> }) => createServiceZone(set.id, body as Parameters<typeof createServiceZone>[1]),
    invalidates: ['stock-locations', 'service-zones'],
    done: () => ({ key: 'locations.zoneAdded' }),
    quiet: true,
  })
  const close = () => setDialog(null)
  return (
    <div className="flex flex-col gap-4 p-4">
      {sets.length === 0 && <p className="text-sm text-stone-600">{t('locations.noSets')}</p>}
      {sets.map((set) => (
        <div key={set.id} className="rounded-lg border border-stone-200 p-3" data-fulfillment-set={set.name}>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium text-stone-900">{nameIn(set, locale)}</h3>
            <span className="admin-chip">{set.type === 'pickup' ? t('locations.pickup') : t('locations.shipping')}</span>
            <button
              type="button"
              className="admin-icon-btn ml-auto h-8 w-8"
              aria-label={t('locations.renameSet', { name: nameIn(set, locale) })}
              onClick={() => setDialog({ kind: 'rename', set })}
            >
              <span aria-hidden="true" className="i-ph-pencil-simple" />
            </button>
            <button
              type="button"
              className="admin-icon-btn h-8 w-8 text-red-700"
              aria-label={t('locations.deleteSet', { name: nameIn(set, locale) })}
              onClick={() => setDialog({ kind: 'delete', set })}
            >
              <span aria-hidden="true" className="i-ph-trash" />
            </button>
          </div>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {(set.service_zones ?? []).map((zone) => (
              <li key={zone.id} className="flex items-start gap-2" data-service-zone={zone.name}>
                <span className="min-w-0">
                  <Link
                    href={`~/admin/${locale}${zonePath({ locationId: location.id, setId: set.id, id: zone.id })}`}
                    className="admin-link font-medium"
                    aria-label={t('serviceZones.open', { name: nameIn(zone, locale) })}
                  >
                    {nameIn(zone, locale)}
                  </Link>
                  <span className="block break-words text-stone-600">{(zone.geo_zones ?? []).map((geo) => geoInWords(geo, t)).join(', ')}</span>
                </span>
                <button
                  type="button"
                  className="admin-icon-btn ml-auto h-7 w-7 shrink-0 text-red-700"
                  aria-label={t('locations.deleteZone', { name: nameIn(zone, locale) })}
                  onClick={() => setDialog({ kind: 'delete', set, zone })}
                >
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
          onClose={close}
          action={{
            id: 'add-set',
            label: 'locations.addSet',
            form: {
              schema: z.object({ name: nameSchema, type: z.enum(['shipping', 'pickup']) }),
              fields: [
                { name: 'name', label: 'fields.name' },
                {
                  name: 'type',
                  label: 'locations.setType',
                  options: [
                    { value: 'shipping', label: 'locations.shipping' },
                    { value: 'pickup', label: 'locations.pickup' },
                  ],
                },
              ],
              values: () => ({ name: '', type: 'shipping' }),
              toBody: (values) => values,
            },
            run: (_, values) => request(`/admin/stock-locations/${encodeURIComponent(location.id)}/fulfillment-sets`, { method: 'POST', body: values }),
            done: 'locations.setAdded',
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <ActionDialog
          resource={resource}
          rows={[location]}
          onClose={close}
          action={{
            id: 'rename-set',
            label: 'locations.renameSetTitle',
            form: {
              // the back end's route parses the same schema
              schema: bothNamesSchema,
              fields: [{ name: 'name', label: 'fields.name' }, ENGLISH_NAME_FIELD],
              values: () => ({ name: dialog.set.name, metadata: englishNameValues(dialog.set) }),
              toBody: (values) => values,
            },
            run: (_, values) => renameFulfillmentSet(dialog.set, values as { name: string; metadata: { name_en: string } }),
            done: 'locations.setRenamed',
            invalidates: ['service-zones', 'shipping-options'],
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ActionDialog
          resource={resource}
          rows={[location]}
          onClose={close}
          action={{
            id: 'delete',
            label: 'engine.delete',
            tone: 'danger',
            confirm: dialog.zone
              ? { title: 'locations.deleteZoneTitle', text: 'locations.deleteZoneText', action: 'engine.delete' }
              : { title: 'locations.deleteSetTitle', text: 'locations.deleteSetText', action: 'engine.delete' },
            summary: () => (
              <p className="mb-4 text-sm font-medium text-stone-900">
                {dialog.zone ? `${nameIn(dialog.zone, locale)} (${nameIn(dialog.set, locale)})` : nameIn(dialog.set, locale)}
              </p>
            ),
            run: () => (dialog.zone ? deleteServiceZone(dialog.set.id, dialog.zone.id) : deleteFulfillmentSet(dialog.set.id)),
            done: 'locations.removed',
            invalidates: ['service-zones', 'shipping-options'],
          }}
        />
      )}
      {dialog?.kind === 'zone' && (
        <FormDrawer
          title={t('locations.addZone')}
          spec={serviceZoneForm}
          submitLabel={t('engine.create')}
          onClose={close}
          save={(body) => addZone.mutateAsync({ set: dialog.set, body })}
        />
      )}
    </div>
  )
}
