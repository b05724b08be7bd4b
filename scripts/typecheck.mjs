// `npm run typecheck`: `tsc --noEmit` (TypeScript 7) for the storefront (root) and for the Medusa back end (backend/), side by side.
// The suite runs the same check as a test (scripts/typecheck.test.ts), so `npm test` fails on any type error.
import { spawn } from 'node:child_process'
import { root } from './lib/paths.mjs'

// TypeScript 7, the compiler's native port: the same checks in a fraction of the CPU time of TypeScript 5, which
// stays installed for what needs its JavaScript API (Medusa's build, vitest, knip, the admin-calls reader).
const tsc = `${root}/node_modules/typescript7/bin/tsc`

/** The two programs: each its own tsconfig (the back end compiles for Node 16 modules, the root for the bundlers). */
export const PROGRAMS = [
  { name: 'root', project: `${root}/tsconfig.json` },
  { name: 'backend', project: `${root}/backend/tsconfig.json` },
]

/** Runs tsc on one program; resolves with its diagnostics (empty when clean), never rejects on type errors. */
export function typecheckProgram({ project }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', project], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      const diagnostics = output.split('\n').filter((line) => /error TS\d+/.test(line))
      if (code !== 0 && !diagnostics.length) return reject(new Error(`tsc -p ${project} exited with ${code}:\n${output}`))
      resolve(diagnostics)
    })
  })
}

/** Both programs at once: `{ root: [...], backend: [...] }`. */
export async function typecheck() {
  const results = await Promise.all(PROGRAMS.map(async (program) => [program.name, await typecheckProgram(program)]))
  return Object.fromEntries(results)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await typecheck()
  let errors = 0
  for (const [name, diagnostics] of Object.entries(results)) {
    errors += diagnostics.length
    console.log(`${name}: ${diagnostics.length} type error${diagnostics.length === 1 ? '' : 's'}`)
    for (const line of diagnostics) console.log(`  ${line}`)
  }
  process.exit(errors ? 1 : 0)
}
