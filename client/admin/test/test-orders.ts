import Medusa from '@medusajs/js-sdk'
import { unlimitedVariant } from '../../../e2e/cart-fixture'
import { placeOrderOf } from '../../../e2e/medusa'

/**
 * Bank-transfer orders placed through the store API as checkout places them, of the tests' own product (no
 * stock kept, its own sales channel), so the seeded pieces keep their stock. For the order list's tests.
 */
export async function placeTransferOrders(count: number, email: (n: number) => string) {
  const { publishableKey, variantId } = await unlimitedVariant()
  const client = new Medusa({ baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100', publishableKey })
  return Promise.all(Array.from({ length: count }, (_, n) => placeOrderOf(variantId, email(n), client)))
}
