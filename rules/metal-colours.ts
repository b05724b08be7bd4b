/**
 * The colours of a piece's metal a shopper filters by, and how the shop names each. A piece's colour is its material's
 * (rules/materials.ts `MATERIAL_COLOUR`) unless its variant or product says otherwise in `metadata.metal_colour`.
 */
import type { Locale } from './languages'

export const METAL_COLOURS = ['yellow', 'white', 'rose'] as const
export type MetalColour = (typeof METAL_COLOURS)[number]

export const METAL_COLOUR_NAMES: Record<MetalColour, Record<Locale, string>> = {
  yellow: { de: 'Gelb', en: 'Yellow' },
  white: { de: 'Weiß', en: 'White' },
  rose: { de: 'Rosé', en: 'Rose' },
}

export const isMetalColour = (value: unknown): value is MetalColour => (METAL_COLOURS as readonly unknown[]).includes(value)
