import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError, Modules } from '@medusajs/framework/utils'

type StoreUpdate = { supported_currencies?: { currency_code?: unknown }[] }

/**
 * POST /admin/stores/:id: a currency leaves the store's currencies only while nothing uses it — no region sells in
 * it and no price (of a variant, a price list or a shipping option) is in it. Medusa itself would drop it and leave
 * the region and the prices behind, unpayable; a 400 names what still uses it instead.
 */
export async function keepUsedCurrencies(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const wanted = (req.body as StoreUpdate | undefined)?.supported_currencies
    if (!Array.isArray(wanted)) return next()
    const kept = new Set(wanted.map((currency) => String(currency?.currency_code ?? '').toLowerCase()))
    const store = await req.scope.resolve(Modules.STORE).retrieveStore(req.params.id, { relations: ['supported_currencies'] })
    const removed = (store.supported_currencies ?? []).map((currency) => currency.currency_code).filter((code) => !kept.has(code))
    const reasons: string[] = []
    for (const code of removed) {
      const regions = await req.scope.resolve(Modules.REGION).listRegions({ currency_code: code }, { select: ['name'] })
      const [, prices] = await req.scope.resolve(Modules.PRICING).listAndCountPrices({ currency_code: code }, { select: ['id'], take: 1 })
      const uses = [
        ...(regions.length ? [`the region${regions.length > 1 ? 's' : ''} ${regions.map((region) => `"${region.name}"`).join(', ')}`] : []),
        ...(prices ? [`${prices} price${prices > 1 ? 's' : ''}`] : []),
      ]
      if (uses.length) reasons.push(`${code.toUpperCase()} is used by ${uses.join(' and ')}`)
    }
    if (reasons.length)
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `A currency still in use cannot leave the store's currencies: ${reasons.join('; ')}.`)
    next()
  } catch (error) {
    next(error)
  }
}
