// `npm run tidy`: the one mechanical pass over the tree. Biome formats every file, sorts imports and applies its safe
// fixes; what it cannot fix alone it lists (those need a person). `npm test` (scripts/lint.test.ts) runs `biome ci`,
// which changes nothing and fails on any of it.
import { spawnSync } from 'node:child_process'
import { root } from './lib/paths.mjs'

const biome = (...args) => spawnSync(`${root}/node_modules/.bin/biome`, [...args, '.'], { cwd: root, stdio: 'inherit' }).status ?? 1
// a second formatting pass: Biome's first can leave a call chain it would join on the next run
const checked = biome('check', '--write', ...process.argv.slice(2))
const formatted = biome('format', '--write')
process.exitCode = checked || formatted
