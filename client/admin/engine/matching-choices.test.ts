import { describe, expect, it } from 'vitest'
import { matchingChoices } from './matching-choices'

const ZONES = [
  { id: 'serzo_de', label: 'Deutschland · Ladengeschäft' },
  { id: 'serzo_eu', label: 'Europäische Union · Ladengeschäft' },
  { id: 'serzo_pickup', label: 'Abholung Frankfurt · Ladengeschäft' },
]

describe('choices of a reference that lists them all at once', () => {
  it('match every word typed, in any case, anywhere in the label', () => {
    expect(matchingChoices(ZONES, '').map((choice) => choice.value)).toEqual(['serzo_de', 'serzo_eu', 'serzo_pickup'])
    expect(matchingChoices(ZONES, 'union laden')).toEqual([{ value: 'serzo_eu', label: 'Europäische Union · Ladengeschäft' }])
    expect(matchingChoices(ZONES, 'DEUTSCH')).toHaveLength(1)
    expect(matchingChoices(ZONES, 'schweiz')).toEqual([])
  })
  it('offer at most 50', () => {
    expect(
      matchingChoices(
        Array.from({ length: 80 }, (_, i) => ({ id: String(i), label: `Zone ${i}` })),
        'zone',
      ),
    ).toHaveLength(50)
  })
})
