/**
 * Settings of the hosted Meilisearch index `products`, applied by `npm run search:reindex`. The worker's
 * embedded engine has the same ones built in (worker/search/engine/orama-index.ts and query.ts).
 */
export const SEARCH_INDEX = "products"

export const INDEX_SETTINGS = {
  searchableAttributes: [
    "title", "title_en", "product_sku", "variant_skus", "collection.title", "collection.title_en",
    "category_names", "category_names_en", "description", "description_en",
  ],
  filterableAttributes: ["category_handles", "collection.handle", "id", "handle", "handle_en", "product_sku", "variant_skus"],
  displayedAttributes: ["*"],
  rankingRules: ["words", "typo", "proximity", "attribute", "exactness"],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  // German and English are the shop's languages; Meilisearch's tokenizer then segments and folds both
  localizedAttributes: [
    { attributePatterns: ["title", "description", "collection.title", "category_names"], locales: ["deu"] },
    { attributePatterns: ["*_en", "collection.title_en"], locales: ["eng"] },
  ],
  pagination: { maxTotalHits: 1000 },
}
