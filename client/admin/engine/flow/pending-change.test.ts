import { describe, expect, it } from 'vitest'
import { pendingChange } from './pending-change'

type Change = { id: string; steps: string[] }

/** A change kept as a list of steps, whose fill fails once half-way, as a request against Medusa can. */
function recorded() {
  const calls: string[] = []
  let opened = 0
  let failures = 1
  const life = pendingChange<Change, string[]>({
    begin: async () => ({ id: `change_${++opened}`, steps: [] }),
    fill: async (change, values) => {
      for (const value of values) {
        if (value === 'b' && failures-- > 0) throw new Error('half-way')
        change.steps.push(value)
        calls.push(`${change.id} ${value}`)
      }
      return { ...change }
    },
    again: async (change) => {
      calls.push(`again ${change.id}`)
      return { id: `change_${++opened}`, steps: [] }
    },
    cancel: async (change) => void calls.push(`cancel ${change.id}`),
  })
  return { life, calls }
}

describe('pendingChange', () => {
  it('fills a fresh change without beginning again', async () => {
    const { life, calls } = recorded()
    const change = await life.begin()
    await expect(life.request(change, ['a'])).resolves.toMatchObject({ steps: ['a'] })
    expect(calls).toEqual(['change_1 a'])
  })

  it('after a request failed half-way begins again in place, so cancelling drops the change it replaced', async () => {
    const { life, calls } = recorded()
    const change = await life.begin()
    await expect(life.request(change, ['a', 'b'])).rejects.toThrow('half-way')
    const filled = await life.request(change, ['a', 'b'])
    expect(filled).toEqual({ id: 'change_2', steps: ['a', 'b'] })
    expect(change.id).toBe('change_2')
    await life.cancel(change)
    expect(calls).toEqual(['change_1 a', 'again change_1', 'change_2 a', 'change_2 b', 'cancel change_2'])
  })

  it('a change that was requested once is emptied before the next request, also from the answer it gave', async () => {
    const { life, calls } = recorded()
    const change = await life.begin()
    const filled = await life.request(change, ['a'])
    await life.request(filled, ['c'])
    expect(calls).toEqual(['change_1 a', 'again change_1', 'change_2 c'])
  })
})
