import { useT } from '../../i18n'

/** The cart could not be read from the back end: say so and offer another try. */
export function CartLoadFailed({ reload }: { reload: () => void }) {
  const t = useT()
  return (
    <div role="alert" className="space-y-4">
      <p className="text-red-800">{t('cart.loadFailed')}</p>
      <button type="button" className="btn-outline" onClick={reload}>
        {t('cart.retry')}
      </button>
    </div>
  )
}
