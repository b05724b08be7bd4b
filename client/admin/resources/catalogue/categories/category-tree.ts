/** A category as the tree needs it: id, parent, name, position among its siblings. */
export type TreeNode = { id: string; parentId: string | null; name: string; rank: number }
export type FlatNode = TreeNode & { depth: number }

/** Depth-first, siblings by rank then name: the order of the menu. */
export function flatten(nodes: TreeNode[]): FlatNode[] {
  const children = new Map<string | null, TreeNode[]>()
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node])
  const known = new Set(nodes.map((node) => node.id))
  const out: FlatNode[] = []
  const walk = (parent: string | null, depth: number) => {
    for (const node of (children.get(parent) ?? []).sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))) {
      out.push({ ...node, depth })
      walk(node.id, depth + 1)
    }
  }
  walk(null, 0)
  // orphans (a parent outside the list) are shown at the top level rather than lost
  for (const node of nodes)
    if (node.parentId && !known.has(node.parentId) && !out.some((item) => item.id === node.id)) {
      out.push({ ...node, depth: 0 })
    }
  return out
}

/** The ids of a node and everything under it. */
export function subtree(flat: FlatNode[], id: string): string[] {
  const start = flat.findIndex((node) => node.id === id)
  if (start < 0) return []
  const ids = [id]
  for (let i = start + 1; i < flat.length && flat[i].depth > flat[start].depth; i++) ids.push(flat[i].id)
  return ids
}

/**
 * Where a dragged node lands: moved to `overId`'s place, at the depth the horizontal drag asks for (`depthDelta`
 * levels), limited to what the neighbours allow (at most one deeper than the node above, at least as deep as
 * the node below). Returns its new parent and the position among the new siblings.
 */
export function project(
  flat: FlatNode[],
  activeId: string,
  overId: string,
  depthDelta: number,
): { parentId: string | null; depth: number; index: number } | null {
  const moving = new Set(subtree(flat, activeId))
  const active = flat.find((node) => node.id === activeId)
  if (!active || (moving.has(overId) && overId !== activeId)) return null
  const rest = flat.filter((node) => !moving.has(node.id) || node.id === activeId)
  const from = rest.findIndex((node) => node.id === activeId)
  const to = rest.findIndex((node) => node.id === overId)
  const order = [...rest]
  order.splice(to, 0, order.splice(from, 1)[0])
  const previous = order[to - 1]
  const next = order[to + 1]
  const maxDepth = previous ? previous.depth + 1 : 0
  const minDepth = next && next.id !== activeId ? next.depth : 0
  const depth = Math.max(Math.min(active.depth + depthDelta, maxDepth), Math.min(minDepth, maxDepth))
  let parentId: string | null = null
  if (depth > 0 && previous) {
    if (depth === previous.depth + 1) parentId = previous.id
    else parentId = [...order.slice(0, to)].reverse().find((node) => node.depth === depth)?.parentId ?? null
  }
  const index = order.slice(0, to).filter((node) => node.parentId === parentId && node.id !== activeId && node.depth === depth).length
  return { parentId, depth, index }
}

/** The (parent, rank) every node must get after `id` moved under `parentId` at `index`: siblings numbered 0…n. */
export function ranksAfterMove(flat: FlatNode[], id: string, parentId: string | null, index: number): { id: string; parentId: string | null; rank: number }[] {
  const node = flat.find((item) => item.id === id)
  if (!node) return []
  const siblings = (parent: string | null) => flat.filter((item) => item.parentId === parent && item.id !== id)
  const target = siblings(parentId)
  target.splice(Math.max(0, Math.min(index, target.length)), 0, node)
  const result = target.map((item, rank) => ({ id: item.id, parentId, rank }))
  if (node.parentId !== parentId) result.push(...siblings(node.parentId).map((item, rank) => ({ id: item.id, parentId: node.parentId, rank })))
  return result
}

/** Only what changes: nodes whose parent or rank differs from now. */
export function changedRanks(flat: FlatNode[], wanted: { id: string; parentId: string | null; rank: number }[]) {
  return wanted.filter((item) => {
    const node = flat.find((candidate) => candidate.id === item.id)
    return !node || node.parentId !== item.parentId || node.rank !== item.rank
  })
}

/** The keyboard moves of a node: up/down among its siblings, into the sibling above (indent), out to its parent's level (outdent). */
export function keyboardMove(flat: FlatNode[], id: string, move: 'up' | 'down' | 'indent' | 'outdent'): { parentId: string | null; index: number } | null {
  const node = flat.find((item) => item.id === id)
  if (!node) return null
  const siblings = flat.filter((item) => item.parentId === node.parentId)
  const position = siblings.findIndex((item) => item.id === id)
  if (move === 'up') return position > 0 ? { parentId: node.parentId, index: position - 1 } : null
  if (move === 'down') return position < siblings.length - 1 ? { parentId: node.parentId, index: position + 1 } : null
  if (move === 'indent') {
    const above = siblings[position - 1]
    return above ? { parentId: above.id, index: flat.filter((item) => item.parentId === above.id).length } : null
  }
  if (!node.parentId) return null
  const parent = flat.find((item) => item.id === node.parentId)
  if (!parent) return null
  const parentSiblings = flat.filter((item) => item.parentId === parent.parentId)
  return { parentId: parent.parentId, index: parentSiblings.findIndex((item) => item.id === parent.id) + 1 }
}
