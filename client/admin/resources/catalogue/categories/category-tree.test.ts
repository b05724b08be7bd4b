import { describe, expect, it } from 'vitest'
import { changedRanks, flatten, keyboardMove, project, ranksAfterMove, subtree, type TreeNode } from './category-tree'

const nodes: TreeNode[] = [
  { id: 'rings', parentId: null, name: 'Ringe', rank: 0 },
  { id: 'chains', parentId: null, name: 'Ketten', rank: 1 },
  { id: 'gifts', parentId: null, name: 'Geschenke', rank: 2 },
  { id: 'engagement', parentId: 'rings', name: 'Verlobungsringe', rank: 0 },
  { id: 'wedding', parentId: 'rings', name: 'Trauringe', rank: 1 },
]
const flat = flatten(nodes)

describe('the category tree', () => {
  it('flattens depth first in menu order', () => {
    expect(flat.map((node) => `${node.depth}:${node.id}`)).toEqual(['0:rings', '1:engagement', '1:wedding', '0:chains', '0:gifts'])
    expect(subtree(flat, 'rings')).toEqual(['rings', 'engagement', 'wedding'])
  })
  it('renumbers the siblings after a move within a level', () => {
    const wanted = ranksAfterMove(flat, 'gifts', null, 0)
    expect(wanted).toEqual([
      { id: 'gifts', parentId: null, rank: 0 },
      { id: 'rings', parentId: null, rank: 1 },
      { id: 'chains', parentId: null, rank: 2 },
    ])
    expect(changedRanks(flat, wanted).map((item) => item.id)).toEqual(['gifts', 'rings', 'chains'])
  })
  it('renumbers both levels when a node changes parent', () => {
    const wanted = ranksAfterMove(flat, 'engagement', null, 1)
    expect(wanted).toContainEqual({ id: 'engagement', parentId: null, rank: 1 })
    expect(wanted).toContainEqual({ id: 'wedding', parentId: 'rings', rank: 0 })
    expect(
      changedRanks(flat, wanted)
        .map((item) => item.id)
        .sort(),
    ).toEqual(['chains', 'engagement', 'gifts', 'wedding'])
  })
  it('projects a drag: the place it is dropped and the depth the pointer asks for, as far as the neighbours allow', () => {
    // chains dragged onto wedding's place, pointer moved one level right: it becomes the third ring category
    expect(project(flat, 'chains', 'wedding', 1)).toEqual({ parentId: 'rings', depth: 1, index: 1 })
    // gifts dragged to the top: nothing above, so it stays at the top level
    expect(project(flat, 'gifts', 'rings', 3)).toEqual({ parentId: null, depth: 0, index: 0 })
    // a node cannot be dropped into its own subtree
    expect(project(flat, 'rings', 'engagement', 0)).toBeNull()
  })
  it('moves by keyboard: up, down, indent into the sibling above, outdent after the parent', () => {
    expect(keyboardMove(flat, 'chains', 'up')).toEqual({ parentId: null, index: 0 })
    expect(keyboardMove(flat, 'gifts', 'down')).toBeNull()
    expect(keyboardMove(flat, 'chains', 'indent')).toEqual({ parentId: 'rings', index: 2 })
    expect(keyboardMove(flat, 'wedding', 'outdent')).toEqual({ parentId: null, index: 1 })
    expect(keyboardMove(flat, 'rings', 'outdent')).toBeNull()
  })
})
