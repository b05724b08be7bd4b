import { describe, expect, it } from 'vitest'
import { HYDRATED_MARK, HYDRATION_START_MARK } from '../../routes/lib/hydration-marks.mjs'
import { hydrationFromTrace } from './hydration.mjs'

const MAIN = { pid: 7, tid: 1 }
const mark = (name: string, ms: number) => ({ ...MAIN, name, cat: 'blink.user_timing', ph: 'R', ts: ms * 1000 })
const task = (fromMs: number, durMs: number, thread = MAIN) => ({
  ...thread,
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts: fromMs * 1000,
  dur: durMs * 1000,
})

describe('hydration read from a trace', () => {
  it('counts the main thread between the two marks: busy time, longest task and the blocking part past 50 ms', () => {
    const events = [mark(HYDRATION_START_MARK, 100), task(100, 80), task(185, 30), task(220, 60), mark(HYDRATED_MARK, 280)]
    expect(hydrationFromTrace(events)).toEqual({ wallMs: 180, busyMs: 170, longestTaskMs: 80, blockingMs: 40 })
  })

  it('counts only the part of a task inside the window, and no other thread or process', () => {
    const events = [
      task(50, 70),
      mark(HYDRATION_START_MARK, 100),
      task(150, 40, { pid: 7, tid: 2 }),
      task(150, 40, { pid: 9, tid: 1 }),
      mark(HYDRATED_MARK, 200),
      task(190, 30),
    ]
    expect(hydrationFromTrace(events)).toMatchObject({ wallMs: 100, busyMs: 30 })
  })

  it('is null for a page that never hydrated (no marks)', () => {
    expect(hydrationFromTrace([task(0, 10)])).toBeNull()
  })
})
