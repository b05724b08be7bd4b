import type { AdminStockLocation } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { request } from '../../engine/calls'
import type { SectionProps } from '../../engine/resource'
import { useT } from '../../i18n'
import { linksSection } from '../links-section'
import { REFERENCES } from '../references'
import { listProviderOptions } from './shipping-option-fields'

const ProviderLinks = linksSection<AdminStockLocation>({
  reference: REFERENCES.fulfillmentProviders,
  read: (location) => (location.fulfillment_providers ?? []).map((provider) => ({ id: provider.id, label: provider.id })),
  write: (location, change) => request(`/admin/stock-locations/${encodeURIComponent(location.id)}/fulfillment-providers`, { method: 'POST', body: change }),
  empty: 'locations.noProviders',
  addLabel: 'locations.addProviders',
})

/** What one provider offers its shipping options to book (`GET /admin/fulfillment-providers/{id}/options`). */
function ProviderOptions({ providerId }: { providerId: string }) {
  const t = useT()
  const options = useQuery({ queryKey: ['fulfillment-providers', 'options', providerId], queryFn: () => listProviderOptions(providerId), staleTime: 300_000 })
  return (
    <li className="text-sm" data-provider={providerId}>
      <span className="font-medium">{providerId}</span>
      <span className="block text-stone-600">
        {options.isPending
          ? t('state.loading')
          : options.isError
            ? t('state.errorTitle')
            : options.data
                .map((option) => (option.is_return ? `${option.name ?? option.id} (${t('shipping.rule.return')})` : (option.name ?? option.id)))
                .join(', ') || '–'}
      </span>
    </li>
  )
}

/** The location's fulfillment providers (linked and unlinked in batch) and the options each offers. */
export default function FulfillmentProvidersSection(props: SectionProps<AdminStockLocation>) {
  const t = useT()
  const providers = props.item.fulfillment_providers ?? []
  return (
    <>
      <ProviderLinks {...props} />
      {providers.length > 0 && (
        <div className="border-t border-stone-200 px-4 py-3">
          <h3 className="mb-2 text-sm font-semibold text-stone-800">{t('locations.providerOptions')}</h3>
          <ul className="flex flex-col gap-2">
            {providers.map((provider) => (
              <ProviderOptions key={provider.id} providerId={provider.id} />
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
