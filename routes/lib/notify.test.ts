import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { dismissAtom, MAX_NOTIFICATIONS, notificationsAtom, notify, REMOVE_DELAY_MS } from './notify'

describe('notify', () => {
  it('keeps at most five notifications, dropping the oldest', () => {
    const store = createStore()
    for (let i = 1; i <= 7; i++) notify(store, { message: `m${i}` })
    const list = store.get(notificationsAtom)
    expect(list).toHaveLength(MAX_NOTIFICATIONS)
    expect(list.map((entry) => entry.message)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7'])
    expect(list.every((entry) => entry.open && entry.tone === 'info')).toBe(true)
  })

  it('closes at once and removes 200 ms later', () => {
    vi.useFakeTimers()
    try {
      const store = createStore()
      notify(store, { message: 'saved', tone: 'success' })
      const [entry] = store.get(notificationsAtom)
      store.set(dismissAtom, entry.id)
      expect(store.get(notificationsAtom)[0].open).toBe(false)
      vi.advanceTimersByTime(REMOVE_DELAY_MS - 1)
      expect(store.get(notificationsAtom)).toHaveLength(1)
      vi.advanceTimersByTime(1)
      expect(store.get(notificationsAtom)).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
