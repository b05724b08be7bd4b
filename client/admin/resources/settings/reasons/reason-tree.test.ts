import { describe, expect, it } from 'vitest'
import { parentChoices, treeOrder } from './reason-tree'

const reason = (id: string, parent?: string) => ({ id, parent_return_reason_id: parent ?? null })

describe('treeOrder', () => {
  it('puts each sub-reason right after its parent, siblings in the order given, with its depth', () => {
    const ordered = treeOrder([reason('damaged'), reason('size'), reason('scratch', 'damaged'), reason('stone', 'damaged'), reason('too-big', 'size')])
    expect(ordered.map((r) => `${r.depth}:${r.id}`)).toEqual(['0:damaged', '1:scratch', '1:stone', '0:size', '1:too-big'])
  })

  it('nests deeper levels too', () => {
    expect(treeOrder([reason('c', 'b'), reason('a'), reason('b', 'a')]).map((r) => `${r.depth}:${r.id}`)).toEqual(['0:a', '1:b', '2:c'])
  })

  it('puts a sub-reason whose parent is not in the page at the top', () => {
    expect(treeOrder([reason('scratch', 'damaged'), reason('size')]).map((r) => `${r.depth}:${r.id}`)).toEqual(['0:scratch', '0:size'])
  })

  it('shows every reason once even when the data loops', () => {
    expect(
      treeOrder([reason('a', 'b'), reason('b', 'a')])
        .map((r) => r.id)
        .sort(),
    ).toEqual(['a', 'b'])
  })
})

describe('parentChoices', () => {
  const reasons = [reason('damaged'), reason('size'), reason('scratch', 'damaged')]

  it('offers the top-level reasons for a new reason', () => {
    expect(parentChoices(reasons).map((r) => r.id)).toEqual(['damaged', 'size'])
  })

  it('never offers a reason itself', () => {
    expect(parentChoices(reasons, 'size').map((r) => r.id)).toEqual(['damaged'])
  })

  it('offers nothing to a reason with sub-reasons (one level of nesting)', () => {
    expect(parentChoices(reasons, 'damaged')).toEqual([])
  })
})
