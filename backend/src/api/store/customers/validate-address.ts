import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { type AddressInput, addressProblems } from '../../../rules/address-rules'

type Body = Partial<Record<Exclude<keyof AddressInput, 'title' | 'vat_id'>, string | null>> & { metadata?: Record<string, unknown> | null }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The address as the shared rules read it (title and VAT ID live in metadata). */
const asInput = (body: Body): AddressInput => ({
  title: text(body.metadata?.title),
  first_name: text(body.first_name),
  last_name: text(body.last_name),
  company: text(body.company),
  vat_id: text(body.metadata?.vat_id),
  address_1: text(body.address_1),
  address_2: text(body.address_2),
  postal_code: text(body.postal_code),
  city: text(body.city),
  province: text(body.province),
  country_code: text(body.country_code).toLowerCase(),
  phone: text(body.phone),
})

/** Every country some region of the shop sells to. */
async function sellingCountries(req: AuthenticatedMedusaRequest): Promise<string[]> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'region', fields: ['countries.iso_2'] })
  return data.flatMap((region) => (region.countries ?? []).flatMap((country: { iso_2?: string | null } | null) => (country?.iso_2 ? [country.iso_2] : [])))
}

/**
 * Saved addresses follow the checkout's rules (the same file the storefront's forms use): a create is
 * checked as sent, an update as the address it would become. Problems answer 400
 * `{ message, errors: { field: code } }` with the shared rules' codes.
 */
export async function validateCustomerAddress(request: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const req = request as AuthenticatedMedusaRequest<Body>
  let body: Body = req.body ?? {}
  const addressId = req.params.address_id
  if (addressId) {
    const [existing] = await req.scope.resolve(Modules.CUSTOMER).listCustomerAddresses({ id: addressId, customer_id: req.auth_context.actor_id }, { take: 1 })
    if (!existing) return next()
    body = { ...(existing as unknown as Body), ...body, metadata: { ...(existing.metadata ?? {}), ...(body.metadata ?? {}) } }
  }
  const problems = addressProblems(asInput(body), await sellingCountries(req))
  const fields = Object.keys(problems)
  if (!fields.length) return next()
  const errors = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem!.code]))
  res.status(400).json({ message: `The address is not valid (${fields.map((field) => `${field}: ${errors[field]}`).join('; ')}).`, errors })
}
