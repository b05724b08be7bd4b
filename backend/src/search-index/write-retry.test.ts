import { describe, expect, it } from 'vitest'
import { writeRetryWait } from './write-retry'

describe('writeRetryWait', () => {
  it('waits 2, 4 … 64 s after one to six failures in a row, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map(writeRetryWait)).toEqual([2000, 4000, 8000, 16000, 32000, 64000])
    expect(writeRetryWait(7)).toBeNull()
    expect(writeRetryWait(0)).toBeNull()
  })
})
