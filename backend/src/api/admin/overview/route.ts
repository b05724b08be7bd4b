import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { overview } from '../../../lib/figures/overview'
import { FIGURE_PERIODS, type FigurePeriod } from '../../../rules/figures'
import { visitorLocale } from '../../visitor-locale'

const UNKNOWN_PERIOD = {
  de: `Unbekannter Zeitraum: erlaubt sind ${FIGURE_PERIODS.join(', ')}.`,
  en: `Unknown period: allowed are ${FIGURE_PERIODS.join(', ')}.`,
} as const

const isPeriod = (value: unknown): value is FigurePeriod => FIGURE_PERIODS.includes(value as FigurePeriod)

/** GET /admin/overview?period=day|week|month (default month): the back office's to-do list and the owner's figures. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const period = req.query.period ?? 'month'
  if (!isPeriod(period)) throw new MedusaError(MedusaError.Types.INVALID_DATA, UNKNOWN_PERIOD[visitorLocale(req)])
  res.setHeader('cache-control', 'private, no-store')
  res.json(await overview(req.scope, period))
}
