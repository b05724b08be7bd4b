import type { Locale } from '../../../../rules/languages'

type Reason = { label?: string | null; metadata?: Record<string, unknown> | null }

/** A return or refund reason in the staff's language: German in Medusa's `label`, English in `metadata.label_en` (as the seed and the reasons' screens keep them). */
export const reasonLabel = (reason: Reason, locale: Locale | string): string =>
  (locale === 'en' && typeof reason.metadata?.label_en === 'string' && reason.metadata.label_en) || reason.label || ''
