import { useT } from '../../i18n'
import { Price } from '../catalogue/price'
import type { Cart } from './cart-state'
import { CodeForm } from './code-form'
import { cartCredit } from './gift-cards'
import { money } from './line-display'
import { useCartContext } from './use-cart'

const actions = () => import('./gift-card-actions')

/**
 * Redeem a gift card: its code, the cards on the cart with what each pays now (the rest stays on the card for later
 * orders), and a button to take one off again. Works alone or beside a promotion code.
 */
export function GiftCardForm({ cart }: { cart: Cart }) {
  const t = useT()
  const ctx = useCartContext()
  const { giftCards } = cartCredit(cart)
  return (
    <CodeForm
      id="gift-card-code"
      errorId="gift-card-error"
      label={t('giftCard.label')}
      apply={t('giftCard.apply')}
      applied={t('giftCard.applied')}
      required={t('giftCard.required')}
      onApply={async (code) => (await actions()).applyGiftCard(ctx, code)}
      codes={giftCards.map((card) => ({
        code: card.code,
        note: (
          <span className="text-primary-800">
            (−
            <Price money={money(card.amount, cart.currency_code)} />)
          </span>
        ),
      }))}
      removeLabel={(code) => t('giftCard.remove', { code })}
      onRemove={(code) =>
        void actions()
          .then(({ removeGiftCard }) => removeGiftCard(ctx, code))
          .catch(() => undefined)
      }
    />
  )
}
