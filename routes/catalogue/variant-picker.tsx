import { useT } from '../../i18n'
import type { ProductDetail } from '../api-types'
import { type Selection, valueState } from './variants'

type VariantPickerProps = {
  product: Pick<ProductDetail, 'options' | 'variants'>
  selection: Selection
  onChange: (selection: Selection) => void
}

/**
 * One radio group per option (Legierung, Ringgröße …), styled as chips, labelled in the page's language (the
 * radios keep Medusa's values). A value that gives no buyable variant with the other choices is disabled and struck
 * through; its reason is in its accessible name.
 */
export function VariantPicker({ product, selection, onChange }: VariantPickerProps) {
  const t = useT()
  return (
    <div className="space-y-6">
      {product.options.map((option) => {
        const chosen = selection[option.title]
        return (
          <fieldset key={option.id}>
            <legend className="text-sm text-stone-700">
              <span className="font-medium uppercase tracking-[0.15em] text-stone-800">{option.label}</span>
              {chosen && <span className="ml-2">{option.value_labels[chosen] ?? chosen}</span>}
            </legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const state = valueState(product.variants, selection, option.title, value)
                const off = state !== 'available'
                return (
                  <label
                    key={value}
                    className={`option-chip inline-flex min-h-11 min-w-11 items-center justify-center ${off ? 'cursor-not-allowed border-dashed text-stone-600 line-through has-[:checked]:bg-stone-700' : ''}`}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`option-${option.id}`}
                      value={value}
                      checked={chosen === value}
                      disabled={off && chosen !== value}
                      onChange={() => onChange({ ...selection, [option.title]: value })}
                    />
                    <span>{option.value_labels[value] ?? value}</span>
                    {off && <span className="sr-only"> ({t(state === 'sold-out' ? 'product.soldOut' : 'catalogue.variant.missing')})</span>}
                  </label>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
