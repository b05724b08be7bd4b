import type { Dictionary, Translate } from '../../i18n'
import { type Locale, localeOf } from '../../rules/languages'
import type { AvailabilityResponse } from '../api-types'
import { fetchApi } from '../lib/api-client'
import type { CartContext } from './cart-state'
import { isShortage } from './line-items'
import { type Change, shortageMessage } from './shortage'

/** The `stock` part of the dictionaries: only needed when a shortage happens, so it is fetched then. */
const STOCK_TEXTS: Record<Locale, () => Promise<{ default: Partial<Dictionary> }>> = {
  de: () => import('../../i18n/de/stock.json'),
  en: () => import('../../i18n/en/stock.json'),
}

/** The browser's translator learns parts later (i18n/index.ts `translator`); elsewhere the texts are all there. */
async function learnStockTexts(t: Translate, locale: Locale) {
  const learner = t as Translate & { add?: (texts: Partial<Dictionary>) => void }
  if (learner.add && t('stock.soldOut') === 'stock.soldOut') learner.add((await STOCK_TEXTS[locale]()).default)
}

/** What can be bought of the variant right now (the live availability endpoint), null without a limit or when that cannot be read. */
export async function availableOf(country: string, variantId: string): Promise<number | null> {
  try {
    const { variants } = await fetchApi<AvailabilityResponse>(`/api/availability/${country}/${encodeURIComponent(variantId)}`)
    return variants[variantId]?.quantity ?? null
  } catch (error) {
    console.warn('availability unavailable', error)
    return null
  }
}

/**
 * The notification for a change Medusa refused because the stock does not cover it (its error code
 * `insufficient_inventory`), naming what can still be bought; null for any other failure.
 */
export async function shortageNotice(
  ctx: CartContext,
  error: unknown,
  { variantId, change, inCart }: { variantId: string; change: Change; inCart: number },
): Promise<string | null> {
  if (!isShortage(error)) return null
  const [available] = await Promise.all([availableOf(ctx.country, variantId), learnStockTexts(ctx.t, localeOf(ctx.country))])
  const { key, params } = shortageMessage({ available, inCart, change })
  return ctx.t(key, params)
}
