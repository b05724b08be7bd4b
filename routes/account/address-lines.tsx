import { addressLines } from '../../rules/address-lines'
import { usePage } from '../lib/page-context'

type Address = {
  company?: string | null
  first_name?: string | null
  last_name?: string | null
  address_1?: string | null
  address_2?: string | null
  postal_code?: string | null
  city?: string | null
  province?: string | null
  country_code?: string | null
  phone?: string | null
  metadata?: Record<string, unknown> | null
}

/** An address as the post of its country writes it, the country named in the page's language; phone and VAT ID below. */
export function AddressLines({ address }: { address: Address }) {
  const { locale } = usePage()
  const vat = typeof address.metadata?.vat_id === 'string' ? address.metadata.vat_id : null
  const lines = [...addressLines(address, { locale }), address.phone, vat].filter(Boolean)
  return (
    <address className="not-italic leading-relaxed">
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </address>
  )
}
