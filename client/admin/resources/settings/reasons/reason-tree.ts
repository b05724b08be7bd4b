type Node = { id: string; parent_return_reason_id?: string | null }

/**
 * Reasons in tree order: each reason followed by its sub-reasons (in the order given), with its depth. A reason
 * whose parent is not among them (a search found the child alone) stands at the top.
 */
export function treeOrder<T extends Node>(reasons: readonly T[]): (T & { depth: number })[] {
  const ids = new Set(reasons.map((reason) => reason.id))
  const children = new Map<string, T[]>()
  for (const reason of reasons) {
    const parent = reason.parent_return_reason_id
    if (parent && ids.has(parent)) children.set(parent, [...(children.get(parent) ?? []), reason])
  }
  const ordered: (T & { depth: number })[] = []
  const seen = new Set<string>()
  const visit = (reason: T, depth: number) => {
    // a loop in the data (never made here, but Medusa does not forbid it) ends where it closes
    if (seen.has(reason.id)) return
    seen.add(reason.id)
    ordered.push({ ...reason, depth })
    for (const child of children.get(reason.id) ?? []) visit(child, depth + 1)
  }
  for (const reason of reasons) if (!reason.parent_return_reason_id || !ids.has(reason.parent_return_reason_id)) visit(reason, 0)
  // what a loop left unvisited still shows
  for (const reason of reasons) visit(reason, 0)
  return ordered
}

/** The reasons a reason can be moved under: one level of nesting, never itself, never below a reason of its own. */
export function parentChoices<T extends Node>(reasons: readonly T[], self?: string): T[] {
  const hasChildren = !!self && reasons.some((reason) => reason.parent_return_reason_id === self)
  if (hasChildren) return []
  return reasons.filter((reason) => !reason.parent_return_reason_id && reason.id !== self)
}
