import type { MessageKey } from '../../i18n'

// Every address form of the back office (a customer's, a draft's, an order's) checks with the shop's one address
// rule, rules/address-schema.ts: `addressSchema()`, or `addressShape` + `addressRefinement()` beside more fields.

type AddressKey = 'first_name' | 'last_name' | 'company' | 'address_1' | 'address_2' | 'postal_code' | 'city' | 'country_code' | 'province' | 'phone'

const FIELDS: [AddressKey, MessageKey, { wide?: boolean; hint?: MessageKey }?][] = [
  ['first_name', 'customers.firstName', { wide: false }],
  ['last_name', 'customers.lastName', { wide: false }],
  ['company', 'customers.company'],
  ['address_1', 'customers.address1'],
  ['address_2', 'customers.address2'],
  ['postal_code', 'customers.postalCode', { wide: false }],
  ['city', 'customers.city', { wide: false }],
  ['country_code', 'customers.country', { hint: 'customers.countryHint', wide: false }],
  ['province', 'customers.province', { wide: false }],
  ['phone', 'customers.phone', { wide: false }],
]

/** The postal fields' names, in the same order (what a form reads from and copies into an address). */
export const POSTAL_FIELDS = FIELDS.map(([name]) => name)

/** An address's inputs in the order a letter reads, under `prefix` (`shipping_address.`) where the form nests it. */
export const addressFields = <P extends string = ''>(prefix = '' as P) =>
  FIELDS.map(([name, label, more]): { name: `${P}${AddressKey}`; label: MessageKey; wide?: boolean; hint?: MessageKey } => ({
    name: `${prefix}${name}`,
    label,
    ...more,
  }))
