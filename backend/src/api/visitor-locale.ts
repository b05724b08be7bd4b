import type { MedusaRequest } from '@medusajs/framework/http'

/** The shop's language of the visitor (the storefront worker sends it), else the browser's; for messages people read. */
export function visitorLocale(req: MedusaRequest): 'de' | 'en' {
  const shop = req.get('x-shop-locale')
  if (shop === 'de' || shop === 'en') return shop
  return /^de\b/i.test(req.get('accept-language') ?? '') ? 'de' : 'en'
}
