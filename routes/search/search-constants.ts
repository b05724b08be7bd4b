/** The palette's rules: 10 hits a search, asked 300 ms after the last keystroke (not once per key). */
export const PALETTE_HITS = 10
export const PALETTE_DEBOUNCE_MS = 300
/** The fuzzy filter threshold: hits below this relevance (Meilisearch's `rankingScoreThreshold`, 0–1) are not shown. */
export const FUZZY_THRESHOLD = 0.1
export const GROUP_LIMIT = 12
/** Products per page, on the results page as on every listing. */
export const RESULTS_PER_PAGE = 24

/** Highlight tags no product text contains (Unicode private use), so a title's own markup is never mistaken for one. */
export const HIGHLIGHT_PRE = '\uE000'
export const HIGHLIGHT_POST = '\uE001'
