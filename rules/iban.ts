// How an IBAN is written wherever a customer copies it from: the order mail and the order confirmation page
// (routes/order/iban.ts re-exports it).

const NO_BREAK_SPACE = '\u00a0'

/**
 * Groups of four joined by no-break spaces ("DE89 3704 0044 …"): read and typed in fours, and never broken
 * mid-number on a narrow screen.
 */
export const ibanInGroups = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, `$1${NO_BREAK_SPACE}`)
