/** The account code (Medusa's js-sdk with session auth) is a chunk of its own, loaded when a customer is involved. */
export const accountActions = () => import('./account-actions')
