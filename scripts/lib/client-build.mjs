// Where a client build lives and how the worker is pointed at it. `npm run build` and `npm run deploy` build
// dist/client: wrangler.toml's [assets] directory and tsconfig.json's `client-build/*` path (the manifest and inline
// CSS the server renderer bundles), i.e. what production ships. Every local stack kind builds a directory of its own
// (dist/dev, dist/test, dist/catalogue) and runs its worker on it, so a build never rewrites the files a running
// stack serves, whatever else runs in the same checkout.
import { mkdirSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { root } from './paths.mjs'

/** The build `npm run build` makes and `npm run deploy` ships. */
export const PRODUCTION_BUILD = 'client'

/** The directory of a build by name (`client`, `dev`, `test`, `catalogue`). */
export const buildDir = (name) => `${root}/dist/${name}`

/** The tsconfig the worker is bundled with for that build: the project's own for production's. */
const buildTsconfig = (name) => (name === PRODUCTION_BUILD ? `${root}/tsconfig.json` : `${root}/dist/${name}.tsconfig.json`)

/**
 * Writes the build's tsconfig: the project's, with `client-build/*` pointed at this build's manifest (esbuild, which
 * wrangler bundles with, resolves tsconfig paths). Beside the build, not in it: the asset layer serves that directory.
 */
export function writeBuildTsconfig(name) {
  if (name === PRODUCTION_BUILD) return
  const file = buildTsconfig(name)
  mkdirSync(`${root}/dist`, { recursive: true })
  const tsconfig = {
    extends: relative(`${root}/dist`, `${root}/tsconfig.json`),
    compilerOptions: { paths: { 'client-build/*': [`./${name}/.vite/*`] } },
  }
  writeFileSync(file, `${JSON.stringify(tsconfig, null, 2)}\n`)
}

/** What `wrangler deploy` needs to bundle the worker for that build instead of wrangler.toml's. */
export const wranglerBuildArgs = (name) => (name === PRODUCTION_BUILD ? [] : ['--assets', buildDir(name), '--tsconfig', buildTsconfig(name)])
