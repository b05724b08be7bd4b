/** What decides whether Medusa applies a promotion at all (its listActivePromotions): the status and the campaign's dates. */
export type PromotionRun = { status: string; campaign?: { starts_at?: string | Date | null; ends_at?: string | Date | null } | null }

/** Medusa's own condition for a promotion it applies: active, its campaign (if any) begun and not over. */
export function running(promotion: PromotionRun, now = new Date()) {
  const { starts_at, ends_at } = promotion.campaign ?? {}
  return promotion.status === 'active' && (!starts_at || new Date(starts_at) <= now) && (!ends_at || new Date(ends_at) > now)
}
