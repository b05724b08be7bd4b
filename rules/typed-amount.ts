// An amount as staff type or paste it, German or English, one rule for every field of the back office (prices,
// price lists, shipping prices and rules, refunds, credit lines, promotions, campaign budgets, stock, tax rates):
// money has at most two decimals, so a single separator followed by exactly three digits groups thousands
// ("5.000" and "5,000" are five thousand, as a German and an American read them); with both separators the last
// one is the decimal one ("4.999,99", "4,999.99"). Anything else is refused, never guessed: a typo in a price
// of a jewel is a loss of thousands.

/** Why a text is no amount; the form says it in the staff's language. */
type AmountProblem = 'empty' | 'notAmount' | 'tooManyDecimals'

export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: AmountProblem }

// currency signs and codes a formatted amount carries ("1.890,00 €", "CHF 1,890.00", "$49.90"), and the spaces
// Intl puts between them (NBSP, narrow NBSP)
const DECORATION = /[\s\u00a0\u202f€$£]|chf|eur|usd|gbp/gi

/**
 * Reads a typed amount. `decimals` is how many decimals the field takes (2 for money, 0 for pieces); a field with
 * three (a tax rate in per cent, which never reaches a thousand) reads a lone separator before three digits as
 * the decimal one ("7,125").
 */
export function readAmount(input: string, decimals = 2): ParsedAmount {
  const cleaned = input
    .trim()
    .replace(DECORATION, '')
    .replace(/\u2212/g, '-')
  if (cleaned === '') return { ok: false, problem: 'empty' }
  if (!/^-?\d[\d.,]*$/.test(cleaned)) return { ok: false, problem: 'notAmount' }
  const negative = cleaned.startsWith('-')
  const digits = negative ? cleaned.slice(1) : cleaned
  const comma = digits.lastIndexOf(',')
  const dot = digits.lastIndexOf('.')
  let integer = digits
  let fraction = ''
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.'
    const group = decimal === ',' ? '.' : ','
    const at = digits.lastIndexOf(decimal)
    if (digits.indexOf(decimal) !== at) return { ok: false, problem: 'notAmount' }
    integer = digits.slice(0, at)
    fraction = digits.slice(at + 1)
    if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$`).test(integer)) return { ok: false, problem: 'notAmount' }
    integer = integer.split(group).join('')
  } else if (comma >= 0 || dot >= 0) {
    const parts = digits.split(comma >= 0 ? ',' : '.')
    const grouped = parts.length > 2 || (parts[1].length === 3 && decimals < 3)
    if (grouped) {
      if (!/^\d{1,3}$/.test(parts[0]) || parts.slice(1).some((part) => part.length !== 3)) return { ok: false, problem: 'notAmount' }
      integer = parts.join('')
    } else {
      integer = parts[0]
      fraction = parts[1]
    }
  }
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return { ok: false, problem: 'notAmount' }
  if (fraction.replace(/0+$/, '').length > decimals) return { ok: false, problem: 'tooManyDecimals' }
  const value = Number(`${integer}.${fraction || '0'}`)
  return { ok: true, value: negative && value !== 0 ? -value : value }
}

/** The amount a text means, or null when it is none (see `readAmount`). */
export function parseAmount(input: string, decimals = 2): number | null {
  const read = readAmount(input, decimals)
  return read.ok ? read.value : null
}
