import { amountOfText } from '../fields/use-amount-text'

/** The numbers of a grid per row (a variant) and column key; null or missing: an empty cell, NaN: no number. */
export type Grid = Record<string, Record<string, number | null>>

/** A pasted cell: its number (null when empty, NaN when it is none) and its text, shown in the marked cell. */
type PastedCell = { amount: number | null; text: string }

/**
 * A pasted block of cells (tab-separated lines from a spreadsheet), each read by the back office's one amount
 * rule with the grid's decimals (2 for money, 0 for pieces): "5.000" is five thousand, as the shipping rules and
 * every other field read it. A cell that is no number is not guessed: it comes as NaN, and the grid marks it and
 * refuses to save.
 */
export function parsePastedBlock(text: string, decimals: number): PastedCell[][] {
  return text
    .replace(/\r/g, '')
    .split('\n')
    .filter((line, index, lines) => line.length > 0 || index < lines.length - 1)
    .map((line) => line.split('\t').map((cell) => ({ amount: amountOfText(cell, decimals), text: cell.trim() })))
}

const cells = (grid: Record<string, Record<string, number | null | undefined>>) => Object.values(grid).flatMap((row) => Object.values(row))

/** How many cells of a grid hold a negative number. */
export const negativeCells = (grid: Record<string, Record<string, number | null | undefined>>) =>
  cells(grid).filter((amount) => typeof amount === 'number' && amount < 0).length

/** How many cells of a grid hold a text that is no number (a grid with any cannot be saved). */
export const unreadableCells = (grid: Record<string, Record<string, number | null | undefined>>) => cells(grid).filter((amount) => Number.isNaN(amount)).length
