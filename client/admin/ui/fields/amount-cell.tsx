import type { InputHTMLAttributes, Ref } from 'react'
import { useAmountText } from './use-amount-text'

type AmountCellProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  ref?: Ref<HTMLInputElement>
  value: number | null | undefined
  /** The amount typed; NaN while the text is no amount. */
  onChange: (value: number | null) => void
  /** The text a cell set to NaN from outside shows (what was pasted into it). */
  unreadable?: string
  /** How many decimals it takes: 2 for money (the default), 0 for pieces. */
  decimals?: number
}

/** A grid's cell (prices, pieces): a text field read by the back office's one amount rule, never `type=number`; marked when no amount. */
export function AmountCell({ value, onChange, unreadable, decimals = 2, onBlur, className, ...rest }: AmountCellProps) {
  const amount = useAmountText(value, onChange, decimals, unreadable)
  const invalid = Number.isNaN(value) || (typeof value === 'number' && value < 0)
  return (
    <input
      {...rest}
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      value={amount.text}
      onChange={(event) => amount.change(event.target.value)}
      onBlur={(event) => {
        amount.settle()
        onBlur?.(event)
      }}
      className={`${className ?? 'admin-grid-input'} ${invalid ? 'text-red-800' : ''}`}
    />
  )
}
