import { z } from 'zod'

/** A reason as staff read it: German in Medusa's fields, English in `metadata` (the order screens read `label_en`). */
export type Reason = { id: string; label: string; description?: string | null; metadata?: Record<string, unknown> | null }

const text = (max: number) => z.string().trim().max(max)

/** The texts of a reason in both languages; each required one is required in both. */
export const reasonTextsShape = {
  label: text(100).min(1),
  label_en: text(100).min(1),
  description: text(500),
  description_en: text(500),
}

export const reasonTextFields = [
  { name: 'label', label: 'reasons.label' },
  { name: 'label_en', label: 'reasons.labelEn' },
  { name: 'description', label: 'reasons.description', kind: 'textarea' },
  { name: 'description_en', label: 'reasons.descriptionEn', kind: 'textarea' },
] as const

const englishOf = (reason: Reason | undefined, key: 'label_en' | 'description_en') => {
  const value = reason?.metadata?.[key]
  return typeof value === 'string' ? value : ''
}

export const reasonTextValues = (reason?: Reason) => ({
  label: reason?.label ?? '',
  label_en: englishOf(reason, 'label_en'),
  description: reason?.description ?? '',
  description_en: englishOf(reason, 'description_en'),
})

/**
 * Medusa's body: the German texts in its fields, the English ones in `metadata`. Medusa merges `metadata` into what
 * it holds (other keys stay) and drops a key given as '' (an English description taken out).
 */
export function reasonTextBody(values: { label: string; label_en: string; description: string; description_en: string }) {
  return { label: values.label, description: values.description || null, metadata: { label_en: values.label_en, description_en: values.description_en } }
}
