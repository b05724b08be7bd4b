import { atom } from 'jotai'

/**
 * The server's message when loading the customer failed; null when none came (unreachable): the account
 * page then says 'Failed to fetch customer data'. Apart from customer-state so no page's initial JavaScript carries it.
 */
export const customerFailureAtom = atom<string | null>(null)
