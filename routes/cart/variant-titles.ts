import { type OptionTerms, variantTitleIn } from '../../rules/option-terms'
import { useEnglishWords } from './english-words'

/** The shop's option vocabulary (German word → English word). */
const loadTerms = (): Promise<OptionTerms> =>
  import('./cart-sdk').then(({ client }) => client().fetch<{ terms: OptionTerms }>('/store/option-terms')).then((body) => body.terms)

/**
 * A line's variant title ("Platin / 54") in the page's language: lines keep their variant's German title, English
 * pages word it through the shop's option vocabulary (empty while that loads). German pages never fetch anything.
 */
export function useVariantTitle(): (title: string) => string {
  const terms = useEnglishWords('option-terms', loadTerms)
  return (title) => (terms === undefined ? '' : terms === null ? title : variantTitleIn(title, terms))
}
