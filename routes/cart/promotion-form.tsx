import { useT } from '../../i18n'
import type { Cart } from './cart-state'
import { CodeForm } from './code-form'
import { promotionCodes } from './promotion-codes'
import { cartActions, useCartContext } from './use-cart'

/** Apply a promotion code, see the applied ones and remove them again. */
export function PromotionForm({ cart }: { cart: Cart }) {
  const t = useT()
  const ctx = useCartContext()
  return (
    <CodeForm
      id="promotion-code"
      errorId="promotion-error"
      label={t('cart.promotion.label')}
      apply={t('cart.promotion.apply')}
      applied={t('cart.promotion.applied')}
      required={t('cart.promotion.required')}
      onApply={async (code) => (await cartActions()).applyPromotion(ctx, code)}
      codes={promotionCodes(cart).map((code) => ({ code }))}
      removeLabel={(code) => t('cart.promotion.remove', { code })}
      onRemove={(code) =>
        void cartActions()
          .then(({ removePromotion }) => removePromotion(ctx, code))
          .catch(() => undefined)
      }
    />
  )
}
