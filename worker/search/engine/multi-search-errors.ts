import { SEARCH_INDEX } from '../../../routes/search/search-document'
import { SearchError } from './errors'
import { located } from './param-readers'

/** Runs `run` for the query at `position` of a multi-search; its error says which query failed, as Meilisearch's does ('Inside `.queries[1]`: …'). */
export function inQuery<T>(position: number, run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof SearchError) || error.located) throw error
    // an index that does not exist is a bad request here, not a missing page: the URL is /multi-search
    throw located(new SearchError(`Inside \`.queries[${position}]\`: ${error.message}`, error.code, error.status === 404 ? 400 : error.status, error.type))
  }
}

/** The engine holds one index; a query of another is Meilisearch's `index_not_found`. */
export function requireSearchIndex(indexUid: string) {
  if (indexUid !== SEARCH_INDEX) throw new SearchError(`Index \`${indexUid}\` not found.`, 'index_not_found', 404)
}
