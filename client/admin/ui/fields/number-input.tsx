import { forwardRef, type InputHTMLAttributes } from 'react'
import { useT } from '../../i18n'
import { useAmountText } from './use-amount-text'

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'step' | 'min' | 'max'> & {
  value: number | null | undefined
  /** The amount typed; NaN while the text is no amount (the form's schema refuses it with a message). */
  onChange: (value: number | null) => void
  step?: number
  min?: number
  max?: number
  /** Decimals the field takes: 2 when `step` is below 1 (money), else 0 (pieces). */
  decimals?: number
}

const clamp = (value: number, min?: number, max?: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value))

/**
 * A number field with − and + buttons ('Decrement', 'Increment'); empty means no value. A text field, never
 * `type=number`: the mouse wheel changed a price it passed over, and the browser read "1.890,00" by its own locale.
 * What staff type is read by the back office's one amount rule (`useAmountText`).
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, step = 1, min, max, decimals, className, disabled, onBlur, ...rest },
  ref,
) {
  const t = useT()
  const places = decimals ?? (step < 1 ? 2 : 0)
  const amount = useAmountText(value, onChange, places)
  const current = typeof value === 'number' && Number.isFinite(value) ? value : 0
  const bump = (direction: 1 | -1) => amount.set(clamp(Number((current + direction * step).toFixed(6)), min, max))
  return (
    <div className={`flex items-stretch ${className ?? ''}`}>
      <button
        type="button"
        className="admin-stepper rounded-l-md border-r-0"
        aria-label={t('generic.decrement')}
        disabled={disabled || (min !== undefined && current <= min)}
        onClick={() => bump(-1)}
      >
        <span aria-hidden="true" className="i-ph-minus" />
      </button>
      <input
        ref={ref}
        {...rest}
        type="text"
        inputMode={places ? 'decimal' : 'numeric'}
        autoComplete="off"
        disabled={disabled}
        value={amount.text}
        onChange={(event) => amount.change(event.target.value)}
        onBlur={(event) => {
          amount.settle()
          onBlur?.(event)
        }}
        className="admin-input rounded-none text-right tabular-nums"
      />
      <button
        type="button"
        className="admin-stepper rounded-r-md border-l-0"
        aria-label={t('generic.increment')}
        disabled={disabled || (max !== undefined && current >= max)}
        onClick={() => bump(1)}
      >
        <span aria-hidden="true" className="i-ph-plus" />
      </button>
    </div>
  )
})
