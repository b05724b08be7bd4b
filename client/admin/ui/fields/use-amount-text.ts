import { useState } from 'react'
import { parseAmount } from '../../../../rules/typed-amount'
import { useLocale } from '../../i18n'
import { amountText } from '../format'

const same = (a: number | null | undefined, b: number | null | undefined) => Object.is(a ?? null, b ?? null) || (Number.isNaN(a) && Number.isNaN(b))

/** What a text means: null when empty, NaN when it is no amount (`parseAmount`, the back office's one rule). */
export const amountOfText = (text: string, decimals: number) => (text.trim() === '' ? null : (parseAmount(text, decimals) ?? NaN))

/**
 * The text of an amount field: what staff type, read by `parseAmount` (NaN while it is no amount, so the form
 * refuses it with a message) and shown as read once the field is left ("1890" becomes "1.890,00"). A value set from
 * outside (a reset, a pasted block) replaces the text unless the text already means it; `unreadable` is the text
 * to show for a value set to NaN from outside (the cell of a pasted block that is no amount).
 */
export function useAmountText(value: number | null | undefined, onChange: (value: number | null) => void, decimals: number, unreadable?: string) {
  const locale = useLocale()
  const [text, setText] = useState(() => (Number.isNaN(value) ? (unreadable ?? '') : amountText(value, locale, decimals)))
  const [shown, setShown] = useState(value)
  if (!same(shown, value)) {
    setShown(value)
    if (!same(amountOfText(text, decimals), value)) setText(Number.isNaN(value) ? (unreadable ?? text) : amountText(value, locale, decimals))
  }
  return {
    text,
    change: (next: string) => {
      const read = amountOfText(next, decimals)
      setText(next)
      setShown(read)
      onChange(read)
    },
    /** Sets an amount (a − or + button) and shows it. */
    set: (next: number) => {
      setText(amountText(next, locale, decimals))
      setShown(next)
      onChange(next)
    },
    /** On leaving the field: an amount is shown as read. */
    settle: () => {
      if (typeof value === 'number' && Number.isFinite(value)) setText(amountText(value, locale, decimals))
    },
  }
}
