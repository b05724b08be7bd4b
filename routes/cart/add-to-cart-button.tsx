import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useT } from '../../i18n'
import { notifyAtom } from '../lib/notify'
import { cartActions, useCartContext } from './use-cart'

type AddToCartButtonProps = { variantId: string | null | undefined; disabled?: boolean }

/**
 * Adds one piece of the chosen variant. Every click counts: clicks queue behind each other in the
 * cart actions instead of being swallowed while an earlier one is still on its way.
 */
export function AddToCartButton({ variantId, disabled }: AddToCartButtonProps) {
  const t = useT()
  const ctx = useCartContext()
  const notify = useSetAtom(notifyAtom)
  const [adding, setAdding] = useState(0)

  async function add() {
    if (!variantId) return notify({ tone: 'error', message: t('cart.chooseVariant') })
    setAdding((n) => n + 1)
    try {
      const { addItem } = await cartActions()
      await addItem(ctx, variantId)
      notify({ tone: 'success', message: t('cart.added') })
    } catch {
      // the cart actions have notified and restored the back end's cart
    } finally {
      setAdding((n) => n - 1)
    }
  }

  const off = disabled || !variantId
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
      {off ? t('catalog.addToCart.unavailable') : adding > 0 ? t('cart.adding') : t('catalog.addToCart.label')}
    </button>
  )
}
