// The rule is shared with the back end's order mail, so it lives there (backend/src/shop/sale.ts).
export { saving } from '../../backend/src/shop/sale'
