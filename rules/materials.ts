/**
 * The materials a piece can be made of (a product's or variant's `metadata.material`) and how the shop names each:
 * one list for the storefront's material line, the back office's select and the seed data's alloy options.
 * The gold alloys are named by their fineness (parts of pure gold per thousand), as the hallmark reads.
 */
import type { Locale } from './languages'
import type { MetalColour } from './metal-colours'

export const MATERIALS = ['gold587', 'gold750', 'platinum', 'silver'] as const
export type Material = (typeof MATERIALS)[number]

export const MATERIAL_NAMES: Record<Material, Record<Locale, string>> = {
  gold587: { de: 'Gold 587', en: '587 gold (14k)' },
  gold750: { de: 'Gold 750', en: '750 gold (18k)' },
  platinum: { de: 'Platin', en: 'Platinum' },
  silver: { de: 'Silber', en: 'Silver' },
}

export const isMaterial = (value: unknown): value is Material => (MATERIALS as readonly unknown[]).includes(value)

/**
 * The colour a material has unless a piece says otherwise (`metadata.metal_colour` of the variant or product, for white
 * or rose gold): gold is yellow, platinum and silver white. The storefront's filters read it through the search index.
 */
export const MATERIAL_COLOUR: Record<Material, MetalColour> = { gold587: 'yellow', gold750: 'yellow', platinum: 'white', silver: 'white' }
