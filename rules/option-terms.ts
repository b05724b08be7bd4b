// The shop's option vocabulary: one rule for the product pages (worker), the cart and order pages (storefront),
// the mails and invoices (back end). Products keep their options' titles and values, and variants their titles, in
// German; the English word of each is kept once for the whole shop, in the store's `metadata.option_terms_en`.

/** German word → English word ("Platin" → "Platinum", "Legierung" → "Alloy"). */
export type OptionTerms = Record<string, string>

/** Where the vocabulary lives: a key of the store's metadata (Medusa's `POST /admin/stores/:id` edits it). */
export const OPTION_TERMS_KEY = 'option_terms_en'

/** The vocabulary of a store's metadata; anything that is not a word for a word is left out. */
export function optionTermsOf(metadata: Record<string, unknown> | null | undefined): OptionTerms {
  const stored = metadata?.[OPTION_TERMS_KEY]
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {}
  const terms: OptionTerms = {}
  for (const [german, english] of Object.entries(stored)) {
    if (typeof english === 'string' && english.trim()) terms[german.trim()] = english.trim()
  }
  return terms
}

/** One option title or value in the vocabulary's language; a word it does not know stays as written (sizes, "GIA"). */
export const optionTerm = (word: string, terms: OptionTerms): string => (Object.hasOwn(terms, word.trim()) ? terms[word.trim()] : word)

/**
 * A variant title ("Platin / 54", as Medusa and the seed join option values) word by word; a title the
 * vocabulary knows as a whole ("Ohne Gravur") is taken as a whole.
 */
export function variantTitleIn(title: string, terms: OptionTerms): string {
  if (Object.hasOwn(terms, title.trim())) return terms[title.trim()]
  return title
    .split(' / ')
    .map((part) => optionTerm(part, terms))
    .join(' / ')
}
