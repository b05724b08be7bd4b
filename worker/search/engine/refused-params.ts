import { SearchError } from './errors'
import type { Body } from './param-readers'

/**
 * Search parameters of Meilisearch's API that the embedded engine does not serve. Each answers with the
 * error code Meilisearch uses for that parameter, so a client sees a refusal it already knows instead of
 * an answer that silently ignored what it asked for. A parameter at its default (absent, null, false, an
 * empty list) asks for nothing and passes.
 */
const REFUSED: Record<string, { code: string; why: string }> = {
  attributesToSearchOn: {
    code: 'invalid_search_attributes_to_search_on',
    why: 'every search looks in all searchable attributes (the SKU attributes share one index field)',
  },
  showRankingScoreDetails: {
    code: 'invalid_search_show_ranking_score_details',
    why: 'the engine computes one score, not the per-rule details (it has no proximity rule)',
  },
  vector: { code: 'invalid_search_vector', why: 'the index has no embedder' },
  hybrid: { code: 'invalid_search_hybrid_query', why: 'the index has no embedder' },
  retrieveVectors: { code: 'invalid_search_retrieve_vectors', why: 'the index has no embedder' },
  media: { code: 'invalid_search_media', why: 'the index has no embedder' },
  locales: { code: 'invalid_search_locales', why: 'every query is analysed in German and English, the languages of the index' },
  personalize: { code: 'invalid_search_personalize', why: 'personalization needs a hosted Meilisearch' },
  showPerformanceDetails: { code: 'invalid_search_show_performance_details', why: 'the engine does not time its steps' },
  useNetwork: { code: 'invalid_search_use_network', why: 'the engine has no network of remotes' },
}

const asksForNothing = (value: unknown) => value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0)

/** Throws Meilisearch's error for the first refused parameter the body sets. */
export function refuseUnserved(body: Body) {
  for (const [key, { code, why }] of Object.entries(REFUSED)) {
    if (asksForNothing(body[key])) continue
    throw new SearchError(`\`${key}\` is not served by the embedded search engine: ${why}. A hosted Meilisearch (MEILISEARCH_HOST) serves it.`, code)
  }
}
