import type { MenuResponse, PaymentOffer, ShippingFromResponse } from '../api-types'
import { PAYMENT_PROVIDER_IDS } from '../lib/payment-methods'
import type { LayoutData, LoadContext } from '../lib/types'
import { layoutMenu } from './menu'

const EMPTY_MENU: LayoutData['menu'] = { product_categories: [], functional_categories: [] }

/** Without the regions the shop promises only what it always has: bank transfer, never a card form it cannot show. */
export const BANK_TRANSFER_ONLY: PaymentOffer = { providers: [PAYMENT_PROVIDER_IDS.bank_transfer], methods: ['bank_transfer'], stripe_publishable_key: null }

/**
 * The header menu, the country's payment methods and its lowest shipping price; without any of them the shop still
 * works, so a failure only logs (and no shipping price is stated).
 */
export async function loadLayout({ locale, country, api }: Pick<LoadContext, 'locale' | 'country' | 'api'>): Promise<LayoutData> {
  const [menu, payment, shipping] = await Promise.all([
    api<MenuResponse>(`/api/categories/${locale}/menu`).then(
      (body) => layoutMenu(body.menu),
      (error: unknown) => {
        console.warn('category menu unavailable', error)
        return EMPTY_MENU
      },
    ),
    api<PaymentOffer>(`/api/payment-methods/${country}`).catch((error: unknown) => {
      console.warn('payment methods unavailable, promising bank transfer only:', error instanceof Error ? error.message : error)
      return BANK_TRANSFER_ONLY
    }),
    api<ShippingFromResponse>(`/api/shipping-from/${country}`).catch((error: unknown) => {
      console.warn('shipping price unavailable, stating none:', error instanceof Error ? error.message : error)
      return { shipping_from: null }
    }),
  ])
  return { menu, payment, shipping_from: shipping.shipping_from }
}
