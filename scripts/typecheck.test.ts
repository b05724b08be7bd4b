import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { PROGRAMS, typecheckProgram } from './typecheck.mjs'

// Both programs stay at zero type errors (each is a bug found before it runs); the diagnostics are the failure message.
describe('tsc --noEmit', () => {
  for (const program of PROGRAMS as { name: string; project: string }[]) {
    it(`finds no type error in ${program.name === 'root' ? 'the storefront (root)' : 'the back end (backend/)'}`, async () => {
      expect(await typecheckProgram(program)).toEqual([])
    })
  }
})
