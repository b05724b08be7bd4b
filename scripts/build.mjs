// `npm run build`: the client bundles (and with them the CSS and the manifest the worker reads) in dist/client, what
// `npm run deploy` ships. A stack builds its own directory (`build({ name: 'dev' })`, scripts/lib/client-build.mjs).
// Wrangler bundles the worker itself.
import { buildDir, PRODUCTION_BUILD, writeBuildTsconfig } from './lib/client-build.mjs'
import { root } from './lib/paths.mjs'
import { run } from './lib/processes.mjs'

export async function build({ name = PRODUCTION_BUILD } = {}) {
  await run(`${root}/node_modules/.bin/vite`, ['build', '--logLevel', 'warn', '--outDir', buildDir(name)])
  writeBuildTsconfig(name)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { installRoot } = await import('./lib/install.mjs')
  await installRoot()
  await build()
}
