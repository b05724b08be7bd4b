// The rule is shared with the back end's order mail, so it lives there (backend/src/shop/included-rate.ts).
export { includedRate, vatLine, type VatLine } from '../../backend/src/shop/included-rate'
