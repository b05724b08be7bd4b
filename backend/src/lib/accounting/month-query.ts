import type { MedusaRequest } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { visitorLocale } from '../../api/visitor-locale'

const BAD_MONTH = {
  de: 'Bitte einen Monat als JJJJ-MM angeben, zum Beispiel 2026-11.',
  en: 'Please give a month as YYYY-MM, for example 2026-11.',
} as const

/** The `month` of an export's query (YYYY-MM); a missing or malformed one is a 400 in the staff's language. */
export function monthQuery(req: MedusaRequest): string {
  const month = req.query.month
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new MedusaError(MedusaError.Types.INVALID_DATA, BAD_MONTH[visitorLocale(req)])
  return month
}
