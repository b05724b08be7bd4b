import { useQuery } from '@tanstack/react-query'
import { nameIn } from '../../../../rules/name-in-language'
import { request } from '../../engine/calls'
import { useLocale } from '../../i18n'

type Named = { id: string; name: string; metadata?: Record<string, unknown> | null }
type Method = { name: string; shipping_option_id?: string | null }

/**
 * A shipping method of an order or draft in the staff's language. The method keeps only its option's German name, so
 * the option is looked up by `shipping_option_id` (the shop's few options, loaded once); a method whose option is
 * gone keeps the name it was sold under.
 */
export function useShippingMethodName(): (method: Method) => string {
  const locale = useLocale()
  const options = useQuery({
    queryKey: ['shipping-options', 'names'],
    staleTime: 300_000,
    queryFn: ({ signal }) => request<{ shipping_options: Named[] }>('/admin/shipping-options', { query: { fields: 'id,name,metadata', limit: 100 }, signal }),
  })
  return (method) => {
    const option = options.data?.shipping_options.find((candidate) => candidate.id === method.shipping_option_id)
    return option ? nameIn(option, locale) : method.name
  }
}
