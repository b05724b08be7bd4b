import type { ProductDetail } from '../api-types'
import type { Selection } from './variants'

type VariantPickerProps = {
  options: ProductDetail['options']
  selection: Selection
  onChange: (selection: Selection) => void
}

/** One radio group per option (Ringgröße, Legierung …), styled as chips. */
export function VariantPicker({ options, selection, onChange }: VariantPickerProps) {
  return (
    <div className="space-y-6">
      {options.map((option) => (
        <fieldset key={option.id}>
          <legend className="text-xs uppercase tracking-[0.2em] text-stone-600">{option.title}</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {option.values.map((value) => (
              <label key={value} className="option-chip">
                <input
                  type="radio"
                  className="sr-only"
                  name={`option-${option.id}`}
                  value={value}
                  checked={selection[option.title] === value}
                  onChange={() => onChange({ ...selection, [option.title]: value })}
                />
                <span>{value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
