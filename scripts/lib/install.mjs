import { existsSync, statSync } from 'node:fs'
import { root } from './paths.mjs'
import { run } from './processes.mjs'

/** npm install at the root when node_modules is missing or older than package.json. */
export async function installRoot() {
  const marker = `${root}/node_modules/.package-lock.json`
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(`${root}/package.json`).mtimeMs) return
  console.log('• installing the storefront dependencies')
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'])
}
