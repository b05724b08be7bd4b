// Builds the client bundles (and with them the CSS and the manifest the worker reads). Wrangler bundles the worker itself.
import { run } from './lib/processes.mjs'
import { root } from './lib/paths.mjs'

export async function build() {
  await run(`${root}/node_modules/.bin/vite`, ['build', '--logLevel', 'warn'])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { installRoot } = await import('./lib/install.mjs')
  await installRoot()
  await build()
}
