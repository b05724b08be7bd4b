import type { AdminShippingOption } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { nameIn } from '../../../../rules/name-in-language'
import { toApiError } from '../../api/errors'
import { queryKeys } from '../../engine/query-keys'
import type { ResourceSpec } from '../../engine/resource'
import { ActionDialog } from '../../engine/screens/action-dialog'
import { ListScreen } from '../../engine/screens/list-screen'
import { EMPTY_LIST_STATE, type ListState, updateListState } from '../../engine/url-state'
import { callsOf, useChange } from '../../engine/use-resource'
import { useLocale, useT } from '../../i18n'
import { NotFoundPage } from '../../shell/not-found-page'
import { usePageTitle } from '../../shell/page-title'
import { PageHeader } from '../../ui/page-header'
import { ErrorState, Loading } from '../../ui/query-state'
import { FormDrawer } from './form-drawer'
import { serviceZoneForm } from './service-zone-form'
import { geoInWords } from './service-zone-geo'
import { deleteServiceZone, retrieveServiceZone, type ServiceZone, updateServiceZone } from './service-zones'
import { usePlacedZones } from './shipping-option-fields'
import { shippingOptionForm } from './shipping-option-form'
import { shippingOptions } from './shipping-options'

type Params = { id: string; setId: string; zoneId: string }

// the engine's confirmation and notifications for the zone's delete: a zone is no resource of its own
const zoneActions: ResourceSpec<ServiceZone> = {
  name: 'stock-locations',
  path: '',
  listKey: '',
  itemKey: '',
  route: '/stock-locations',
  title: (zone, locale) => nameIn(zone, locale),
  list: { columns: [] },
}

/**
 * A service zone's own page under its stock location (`/stock-locations/{id}/fulfillment-sets/{setId}/service-zones/{zoneId}`):
 * its areas in words, edited in a drawer (name and geo zones in one call), delete, and the shipping options of
 * the zone, listed and created here with the zone chosen.
 */
export default function ServiceZonePage() {
  const { id: locationId, setId, zoneId } = useParams<Params>()
  const zone = useQuery({
    queryKey: [...queryKeys('service-zones').detail(zoneId), setId],
    queryFn: ({ signal }) => retrieveServiceZone(setId, zoneId, signal),
  })
  if (toApiError(zone.error).status === 404) return <NotFoundPage />
  if (zone.isPending) return <Loading />
  if (zone.isError) return <ErrorState error={zone.error} retry={() => void zone.refetch()} />
  return <ZoneBody zone={zone.data} locationId={locationId} setId={setId} />
}

function ZoneBody({ zone, locationId, setId }: { zone: ServiceZone; locationId: string; setId: string }) {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  const name = nameIn(zone, locale)
  usePageTitle(name)
  const [open, setOpen] = useState<'edit' | 'delete' | 'option' | null>(null)
  const placed = usePlacedZones().data?.find((candidate) => candidate.id === zone.id)
  const locationPath = `~/admin/${locale}/stock-locations/${encodeURIComponent(locationId)}`
  const save = useChange({
    run: (body: Record<string, unknown>) => updateServiceZone(setId, zone.id, body as Parameters<typeof updateServiceZone>[2]),
    invalidates: ['service-zones', 'stock-locations', 'shipping-options'],
    done: () => ({ key: 'serviceZones.saved' }),
    quiet: true,
  })
  const createOption = useChange({
    run: (body: Record<string, unknown>) => callsOf(shippingOptions).create(body),
    invalidates: ['shipping-options', 'service-zones'],
    done: (created: AdminShippingOption) => ({ key: 'engine.created', params: { title: created.name } }),
    quiet: true,
  })
  const [state, setState] = useState<ListState>(EMPTY_LIST_STATE)
  const options = useMemo((): ResourceSpec<AdminShippingOption> => {
    const list = shippingOptions.list
    return {
      ...shippingOptions,
      list: {
        ...list,
        query: { service_zone_id: zone.id },
        filters: list.filters?.filter((filter) => filter.id !== 'service_zone_id'),
        columns: list.columns.filter((column) => column.id !== 'service_zone'),
        scope: zone.id,
      },
    }
  }, [zone.id])
  const optionForm = useMemo(() => shippingOptionForm({ zoneId: zone.id }), [zone.id])
  return (
    <>
      <Link href={locationPath} className="admin-link mb-3 text-sm">
        <span aria-hidden="true" className="i-ph-arrow-left" />
        {t('serviceZones.backTo', { title: placed ? nameIn(placed.location, locale) : t('resources.stock-locations.title') })}
      </Link>
      <PageHeader
        title={name}
        actions={
          <>
            <button type="button" className="admin-btn-secondary text-red-700" onClick={() => setOpen('delete')}>
              <span aria-hidden="true" className="i-ph-trash" />
              {t('engine.delete')}
            </button>
            <button type="button" className="admin-btn-primary" onClick={() => setOpen('edit')}>
              <span aria-hidden="true" className="i-ph-pencil-simple" />
              {t('engine.edit')}
            </button>
          </>
        }
      >
        {placed && (
          <p className="mt-1 text-sm text-stone-600">
            {t('serviceZones.inSet', { set: nameIn(placed.set, locale), location: nameIn(placed.location, locale) })}
          </p>
        )}
      </PageHeader>
      <div className="flex flex-col gap-6">
        <section className="admin-card" aria-labelledby="zone-areas" data-section="geo-zones">
          <h2 id="zone-areas" className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">
            {t('serviceZones.geoZones')}
          </h2>
          {zone.geo_zones?.length ? (
            <ul className="flex flex-col gap-1 p-4 text-sm">
              {zone.geo_zones.map((geo) => (
                <li key={geo.id} data-geo-zone={geo.type}>
                  {geoInWords(geo, t)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="p-4 text-sm text-stone-600">{t('serviceZones.noGeoZones')}</p>
          )}
        </section>
        <div data-child="zone-options">
          <ListScreen
            resource={options}
            embedded={{
              title: t('shipping.inZone'),
              state,
              onState: (change) => setState((current) => updateListState(current, change)),
              actions: (
                <button type="button" className="admin-btn-secondary py-1.5" onClick={() => setOpen('option')}>
                  <span aria-hidden="true" className="i-ph-plus" />
                  {t('serviceZones.newOption')}
                </button>
              ),
            }}
          />
        </div>
      </div>
      {open === 'edit' && (
        <FormDrawer
          title={t('serviceZones.edit')}
          spec={serviceZoneForm}
          item={zone}
          submitLabel={t('engine.save')}
          onClose={() => setOpen(null)}
          save={save.mutateAsync}
        />
      )}
      {open === 'option' && (
        <FormDrawer
          title={t('resources.shipping-options.new')}
          spec={optionForm}
          submitLabel={t('engine.create')}
          onClose={() => setOpen(null)}
          save={createOption.mutateAsync}
          wide
        />
      )}
      {open === 'delete' && (
        <ActionDialog
          resource={zoneActions}
          rows={[zone]}
          onClose={() => setOpen(null)}
          onDone={() => navigate(locationPath, { replace: true })}
          action={{
            id: 'delete',
            label: 'engine.delete',
            tone: 'danger',
            confirm: { title: 'engine.deleteTitle', text: 'engine.deleteText', action: 'engine.delete' },
            run: () => deleteServiceZone(setId, zone.id),
            done: 'engine.deleted',
            invalidates: ['service-zones', 'shipping-options'],
          }}
        />
      )}
    </>
  )
}
