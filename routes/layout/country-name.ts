// The rule is shared with the back end's mails and invoices, so it lives there (backend/src/shop/country-name.ts).
export { countryName } from '../../backend/src/shop/country-name'
