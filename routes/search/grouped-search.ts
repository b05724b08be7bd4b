import { atomWithStorage } from 'jotai/utils'

/**
 * Whether the palette groups its hits by collection: the shopper's choice, kept in local storage under
 * `groupedsearch` (listed on the privacy pages). Part of the palette's chunk only.
 */
export const groupedSearchAtom = atomWithStorage('groupedsearch', false, undefined, { getOnInit: true })
