import { execFileSync } from 'node:child_process'
import type { Plugin } from 'vite'

/** The file open pages poll for a new build (client/version-check.ts); outside /assets so it is never cached for long. */
const VERSION_FILE = 'builds/latest.json'

export type BuildInfo = { version: string; commit: string | null; builtAt: string }

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null
  } catch {
    return null // a build from an export without .git
  }
}

/**
 * This build's version: the commit plus the build time, so a rebuild with uncommitted changes is a
 * new version too. Open pages compare it with the deployed one and load the next page afresh.
 */
export function buildInfo(now = new Date(), commit = gitCommit()): BuildInfo {
  const stamp = now.getTime().toString(36)
  return { version: commit ? `${commit}-${stamp}` : stamp, commit, builtAt: now.toISOString() }
}

/** Compiles the version into the client (__BUILD_VERSION__) and writes builds/latest.json beside the bundle. */
export function versionPlugin(info: BuildInfo = buildInfo()): Plugin {
  return {
    name: 'juwelier:build-version',
    apply: 'build',
    config: () => ({ define: { __BUILD_VERSION__: JSON.stringify(info.version) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: JSON.stringify(info) })
    },
  }
}
