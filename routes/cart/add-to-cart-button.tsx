import { useT } from '../../i18n'

type AddToCartButtonProps = { variantId: string | null; disabled?: boolean }

/**
 * The product page's buy button. Placeholder until the cart lands: the cart owns this file and
 * wires the click to adding `variantId` to the cart.
 */
export function AddToCartButton({ variantId, disabled }: AddToCartButtonProps) {
  const t = useT()
  const off = disabled || !variantId
  return (
    <button
      type="button"
      disabled={off}
      data-variant-id={variantId ?? undefined}
      className="btn-primary w-full py-4 text-base disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 sm:w-auto sm:min-w-72"
    >
      <span className="i-ph-shopping-bag-open text-lg" aria-hidden="true" />
      {off ? t('catalog.addToCart.unavailable') : t('catalog.addToCart.label')}
    </button>
  )
}
