type Saved = { id: string; country_code?: string | null; is_default_shipping?: boolean | null; is_default_billing?: boolean | null }

/**
 * The saved addresses a signed-in customer's checkout starts with: the default shipping address (or, without one,
 * the only saved address) and, when it is another one, the default billing address. Only addresses in a country the
 * cart's region ships to qualify; otherwise the customer chooses.
 */
export function startingAddresses<T extends Saved>(saved: readonly T[], countries: readonly string[]): { shipping: T | null; billing: T | null } {
  const usable = saved.filter((address) => countries.includes((address.country_code ?? '').toLowerCase()))
  const shipping = usable.find((address) => address.is_default_shipping) ?? (saved.length === 1 ? (usable[0] ?? null) : null)
  const billing = usable.find((address) => address.is_default_billing && address.id !== shipping?.id) ?? null
  return { shipping, billing: shipping ? billing : null }
}
