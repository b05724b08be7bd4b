// The rule is shared with the back end's order mail, so it lives there (backend/src/shop/included-rate.ts).
export {  vatLine,  } from '../../backend/src/shop/included-rate'
