import { describe, expect, it } from 'vitest'
import { pendingChange } from './pending-change'

type Change = { id: string; steps: string[] }

/** A change whose fill records whether it was told the change may hold steps, and fails once half-way. */
function recorded(resumed = false) {
  const calls: string[] = []
  let failures = 1
  const life = pendingChange<Change, string[]>(
    {
      begin: async () => ({ id: 'change_1', steps: [] }),
      fill: async (change, values, holds) => {
        calls.push(`fill ${values.join('')} ${holds ? 'holds' : 'fresh'}`)
        if (values.includes('b') && failures-- > 0) throw new Error('half-way')
        return { ...change, steps: values }
      },
      cancel: async (change) => void calls.push(`cancel ${change.id}`),
    },
    resumed,
  )
  return { life, calls }
}

describe('pendingChange', () => {
  it('fills a change just begun as holding nothing', async () => {
    const { life, calls } = recorded()
    await expect(life.request(await life.begin(), ['a'])).resolves.toMatchObject({ steps: ['a'] })
    expect(calls).toEqual(['fill a fresh'])
  })

  it('after a request failed half-way, or on the answer of an earlier request, fills the change as holding steps', async () => {
    const { life, calls } = recorded()
    const change = await life.begin()
    await expect(life.request(change, ['a', 'b'])).rejects.toThrow('half-way')
    const filled = await life.request(change, ['a', 'b'])
    await life.request(filled, ['c'])
    await life.cancel(filled)
    expect(calls).toEqual(['fill ab fresh', 'fill ab holds', 'fill c holds', 'cancel change_1'])
  })

  it('fills a resumed change as holding steps from its first request on', async () => {
    const { life, calls } = recorded(true)
    await life.request(await life.begin(), ['a'])
    expect(calls).toEqual(['fill a holds'])
  })
})
