import { useState } from 'react'
import { useT } from '../../i18n'
import { cartActions, useCartContext } from './use-cart'

/** `soldOut`: the variant cannot be bought now (the live or cached stock says so). */
type AddToCartButtonProps = { variantId: string | null | undefined; soldOut?: boolean }

/**
 * Adds one piece of the chosen variant; disabled (and saying so) while no variant or a sold-out one is
 * chosen. Every click counts: clicks queue behind each other in the cart actions instead of being
 * swallowed while an earlier one is still on its way.
 */
export function AddToCartButton({ variantId, soldOut }: AddToCartButtonProps) {
  const t = useT()
  const ctx = useCartContext()
  const [adding, setAdding] = useState(0)

  async function add() {
    setAdding((n) => n + 1)
    try {
      const { addItem } = await cartActions()
      await addItem(ctx, variantId!)
    } catch {
      // the cart actions have notified (success too) and restored the back end's cart
    } finally {
      setAdding((n) => n - 1)
    }
  }

  const off = soldOut || !variantId
  return (
    <button
      type="button"
      disabled={off}
      data-variant-id={variantId ?? undefined}
      className="btn-primary w-full py-4 text-base disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 sm:w-auto sm:min-w-72"
      onPointerEnter={() => void cartActions()}
      onClick={() => void add()}
      data-testid="add-to-cart"
    >
      <span className={adding > 0 ? 'i-ph-circle-notch animate-spin text-lg' : 'i-ph-shopping-bag-open text-lg'} aria-hidden="true" />
      {!variantId
        ? t('catalogue.addToCart.unavailable')
        : soldOut
          ? t('product.soldOut')
          : adding > 0
            ? t('catalogue.addToCart.adding')
            : t('catalogue.addToCart.label')}
    </button>
  )
}
