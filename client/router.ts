import { createLoadingBar } from './loading-bar'
import { createNavigator, type NavigatorOptions } from './navigator'
import { createVersionCheck } from './version-check'

/**
 * Client-side navigation with everything only navigations need: the loading bar and the check for a newer
 * build (applied at the next navigation). One chunk, loaded when the visitor reaches for a link (client/lazy-router.ts).
 */
export function startRouter(options: Pick<NavigatorOptions, 'page' | 'store' | 'texts'>) {
  const versions = createVersionCheck({ running: __BUILD_VERSION__ })
  versions.start()
  return createNavigator({ ...options, bar: createLoadingBar(), outdated: versions.outdated })
}
