// The rule is shared with the back end's order mail, so it lives there (backend/src/shop/vat.ts).
export { vatFor, type VatLine } from '../../backend/src/shop/vat'
