import { segmentFor } from '../../i18n/segments'
import { DEFAULT_COUNTRY, ENGLISH_CANONICAL_COUNTRY, type Locale, localeOf } from '../../rules/languages'
import { type CountryHints, chooseCountry } from './choose-country'
import { localizePath, type Translate } from './localize-path'
import { COUNTRYLESS_SEGMENTS, isBypassPath, isOrderConfirmation, legacyCategory, searchWithoutTestCountry, splitCountry } from './paths'

export type RoutingRequest = {
  /** the raw (still percent-encoded) path */
  path: string
  /** `?…` or '' */
  search: string
  hints: CountryHints
}

export type RoutingDeps = { known: Set<string>; translate: Translate }

export type RoutingDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'order-confirmation' }
  | { kind: 'page'; country: string; locale: Locale }

const redirect = (location: string, status: 301 | 302): RoutingDecision => ({ kind: 'redirect', location, status })

/**
 * Country and language routing of page requests, as one pure decision:
 * which country page this is, or where to send the visitor instead.
 */
export async function decideRoute(request: RoutingRequest, { known, translate }: RoutingDeps): Promise<RoutingDecision> {
  const { path, search } = request
  if (isBypassPath(path)) return { kind: 'pass' }

  // / → the visitor's country (remembered, testcountry, geo header, default)
  if (path === '/') return redirect(`/${chooseCountry(request.hints, known)}${searchWithoutTestCountry(search)}`, 302)

  const { first, rest } = splitCountry(path)
  const country = first.toLowerCase()
  if (known.has(country)) {
    const locale = localeOf(country)
    const localized = await localizePath(rest, locale, translate)
    // /DE/… → /de/…, and /us/produkte/x → /us/products/{english x}
    if (first !== country || localized !== rest) return redirect(`/${country}${localized}${search}`, 301)
    return { kind: 'page', country, locale }
  }

  if (isOrderConfirmation(path)) return { kind: 'order-confirmation' }

  // category URLs of the old shop
  const category = legacyCategory(path)
  if (category?.locale === 'de') return redirect(`/${DEFAULT_COUNTRY}/${segmentFor('category', 'de')}/${category.handle}${search}`, 301)
  if (category?.locale === 'en') {
    const handle = await translate('category', category.handle, 'de', 'en')
    return redirect(`/${ENGLISH_CANONICAL_COUNTRY}/${segmentFor('category', 'en')}/${handle}${search}`, 301)
  }

  // header/footer links without a country: the same path under the visitor's country, in its language
  if (COUNTRYLESS_SEGMENTS.includes(first)) {
    const chosen = chooseCountry(request.hints, known)
    return redirect(`/${chosen}${await localizePath(path, localeOf(chosen), translate)}${searchWithoutTestCountry(search)}`, 302)
  }

  // anything else is a product URL of the old shop
  return redirect(`/${DEFAULT_COUNTRY}/${segmentFor('product', 'de')}${path}${search}`, 301)
}
