import { forwardRef, type InputHTMLAttributes } from 'react'
import { useT } from '../../i18n'

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined
  onChange: (value: number | null) => void
  step?: number
  min?: number
  max?: number
}

const clamp = (value: number, min?: number, max?: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value))

/** A number field with − and + buttons ('Decrement', 'Increment'); empty means no value. */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput({ value, onChange, step = 1, min, max, className, disabled, ...rest }, ref) {
  const t = useT()
  const bump = (direction: 1 | -1) => onChange(clamp(Number(((value ?? 0) + direction * step).toFixed(6)), min, max))
  return (
    <div className={`flex items-stretch ${className ?? ''}`}>
      <button type="button" className="admin-stepper rounded-l-md border-r-0" aria-label={t('generic.decrement')} disabled={disabled || (min !== undefined && (value ?? 0) <= min)} onClick={() => bump(-1)}>
        <span aria-hidden="true" className="i-ph-minus" />
      </button>
      <input
        ref={ref}
        {...rest}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        disabled={disabled}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.valueAsNumber)}
        className="admin-input rounded-none text-right tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" className="admin-stepper rounded-r-md border-l-0" aria-label={t('generic.increment')} disabled={disabled || (max !== undefined && (value ?? 0) >= max)} onClick={() => bump(1)}>
        <span aria-hidden="true" className="i-ph-plus" />
      </button>
    </div>
  )
})
