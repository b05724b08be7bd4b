/**
 * The stones a piece can carry (a product's `metadata.stones`, a list) and how the shop names each: one list for the
 * search index, the storefront's filters and the seed data.
 */
import type { Locale } from './languages'

export const STONES = ['diamond', 'sapphire', 'ruby', 'emerald', 'pearl'] as const
export type Stone = (typeof STONES)[number]

export const STONE_NAMES: Record<Stone, Record<Locale, string>> = {
  diamond: { de: 'Diamant', en: 'Diamond' },
  sapphire: { de: 'Saphir', en: 'Sapphire' },
  ruby: { de: 'Rubin', en: 'Ruby' },
  emerald: { de: 'Smaragd', en: 'Emerald' },
  pearl: { de: 'Perle', en: 'Pearl' },
}

export const isStone = (value: unknown): value is Stone => (STONES as readonly unknown[]).includes(value)
