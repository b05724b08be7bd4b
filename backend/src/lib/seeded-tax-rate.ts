/** A country's default VAT rate as stored, with the rate the seed last set (`metadata.seeded_rate`). */
export type StoredRate = { rate: number | string | null; metadata?: Record<string, unknown> | null }

/**
 * What the seed does with a country's default rate when its data says `wanted`: the seed keeps the shop's rates
 * right (a country's VAT changes by law, and the next seed carries the new rate to every database), but never
 * overrides a rate staff changed in the back office since the seed set it.
 * - `create`: the tax region has no default rate;
 * - `update`: the stored rate is the seed's own (or from a seed before it recorded its rates: staff could not edit
 *   rates then) and differs;
 * - `mark`: the rate is right, but the seed has not recorded it yet;
 * - `keep`: right and recorded, or changed by staff.
 */
export function seededRateAction(stored: StoredRate | undefined, wanted: number): 'create' | 'update' | 'mark' | 'keep' {
  if (!stored) return 'create'
  const rate = Number(stored.rate)
  const seeded = stored.metadata?.seeded_rate
  if (seeded !== undefined && seeded !== null && Number(seeded) !== rate) return 'keep'
  if (rate !== wanted) return 'update'
  return seeded === undefined || seeded === null ? 'mark' : 'keep'
}
