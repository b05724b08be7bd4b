import { fetchApi } from '../lib/api-client'
import { pathInCountry, slugTranslator } from './country-switch'

/**
 * Loads the current page under another country, in that country's language. The new country is
 * a full page load (its prices, currency, language and menu come from the server, which also
 * remembers the choice in the country cookie). If working out the path fails, a warning is logged
 * and the page is loaded with the country swapped only; the server's routing translates the rest.
 */
export async function goToCountry(to: string) {
  const here = new URL(window.location.href)
  let href: string
  try {
    href = await pathInCountry(here, to, slugTranslator(fetchApi))
  } catch (error) {
    console.warn('country switch: the path could not be translated, reloading under the new country', error)
    href = here.pathname.replace(/^\/[^/]*/, `/${to}`) + here.search
  }
  window.location.assign(href)
}
