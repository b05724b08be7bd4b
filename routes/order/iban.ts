// One way to write an IBAN for the mail and the pages: backend/src/shop/iban.ts.
export { ibanInGroups } from '../../backend/src/shop/iban'
