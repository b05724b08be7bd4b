import type { Locale } from '../../rules/languages'
import type { MenuResponse } from '../api-types'
import { fetchApi } from '../lib/api-client'

type Menu = MenuResponse['menu']

const requests = new Map<Locale, Promise<Menu>>()

/**
 * The whole category menu of a language (names and icons two levels down), asked for once per page view: the menu
 * button asks as the finger touches down, beside the drawer's chunk, and the drawer takes the same answer, so a
 * phone waits one round trip, not two in a row. A failure is forgotten, so the next attempt asks again.
 */
export function menuRequest(locale: Locale): Promise<Menu> {
  const known = requests.get(locale)
  if (known) return known
  const request = fetchApi<MenuResponse>(`/api/categories/${locale}/menu`).then(({ menu }) => menu)
  requests.set(locale, request)
  request.catch(() => requests.delete(locale))
  return request
}
