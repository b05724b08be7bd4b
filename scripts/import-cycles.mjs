// `node scripts/import-cycles.mjs [folder]`: lists the import cycles among a folder's modules (default client/admin).
import path from 'node:path'
import { cyclesOf, importGraph } from './lib/import-cycles.mjs'
import { root } from './lib/paths.mjs'

const dir = path.resolve(root, process.argv[2] ?? 'client/admin')
const cycles = cyclesOf(importGraph(dir))
for (const cycle of cycles) console.log(cycle.map((file) => path.relative(root, file)).join(' → '))
console.log(`${cycles.length} import cycle(s) in ${path.relative(root, dir)}`)
process.exitCode = cycles.length ? 1 : 0
