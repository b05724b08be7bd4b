import { describe, expect, it } from 'vitest'
import { parsePastedBlock, unreadableCells } from './cells'

const numbers = (text: string, decimals: number) => parsePastedBlock(text, decimals).map((line) => line.map((cell) => cell.amount))

describe('a block pasted from a spreadsheet', () => {
  it('is read by the one amount rule, money with two decimals', () => {
    expect(numbers('1.290,00\t1390\n€ 990,5\t\n', 2)).toEqual([
      [1290, 1390],
      [990.5, null],
    ])
    expect(numbers('12,5', 2)).toEqual([[12.5]])
    // one rule with every other amount field: five thousand, as the shipping rules read it
    expect(numbers('5.000\t4,999.99\t4.999,99', 2)).toEqual([[5000, 4999.99, 4999.99]])
  })

  it('takes whole pieces for stock: a fraction of a ring is no number', () => {
    expect(numbers('3\t1.200\n0\t', 0)).toEqual([
      [3, 1200],
      [0, null],
    ])
    expect(numbers('2,5', 0)[0][0]).toBeNaN()
  })

  it('marks a pasted cell that is no number instead of guessing', () => {
    const [[cell, other]] = parsePastedBlock('1.2.3,45\t1890', 2)
    expect(cell.amount).toBeNaN()
    expect(cell.text).toBe('1.2.3,45')
    expect(other.amount).toBe(1890)
    expect(unreadableCells({ v1: { a: NaN, b: 1 }, v2: { a: null } })).toBe(1)
  })
})
