import { existsSync, statSync } from 'node:fs'
import { root } from './paths.mjs'
import { run } from './processes.mjs'

/**
 * How both installs run. `--prefer-offline`: the lock file pins every version, so a package document already in npm's
 * cache is not asked of the registry again (a fresh clone's root install on a warm cache: 29 s instead of 49 s); what
 * the cache lacks is still fetched.
 */
export const NPM_INSTALL_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline']

/** npm install at the root when node_modules is missing or older than package.json. */
export async function installRoot() {
  const marker = `${root}/node_modules/.package-lock.json`
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(`${root}/package.json`).mtimeMs) return
  console.log('• installing the storefront dependencies')
  await run('npm', ['install', ...NPM_INSTALL_FLAGS, '--loglevel=error'])
}
