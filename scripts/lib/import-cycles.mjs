import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCE = /\.(ts|tsx)$/
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
// every import counts, `import type` and `import('…')` too: a lazy section that imports its own resource back is
// still a loop between two files (and the next static import would make it a runtime one)
const IMPORT = /(?:from\s*|import\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm

/** Every .ts/.tsx file under a folder (tests left out: they are no part of the bundle). */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

/** The modules each file imports (relative imports only). */
export function importGraph(dir) {
  const files = sources(path.resolve(dir))
  const known = new Set(files)
  const graph = new Map()
  for (const file of files) {
    const targets = []
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = path.resolve(path.dirname(file), spec)
      const target = EXTENSIONS.map((extension) => base + extension).find((candidate) => known.has(candidate))
      if (target) targets.push(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** The import cycles of a graph, each once, as the files around the loop (Tarjan's strongly connected components). */
export function cyclesOf(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (node) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}
