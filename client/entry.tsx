import 'virtual:uno.css'
import { createStore } from 'jotai'
import { useSyncExternalStore } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadDictionary, translator } from '../i18n'
import { localeOf } from '../i18n/locale'
import { App, type AppState } from '../routes/app'
import { BOOTSTRAP_ID, type Bootstrap } from '../routes/lib/bootstrap'
import { countryAtom } from '../routes/lib/ui-state'
import { routes } from '../routes/table'
import { reloadOnce } from './chunk-reload'
import { createLoadingBar } from './loading-bar'
import { createNavigator } from './navigator'
import { createVersionCheck } from './version-check'

/** Rebuilds the server's AppState from the bootstrap JSON; the page chunk is already modulepreloaded. */
async function initialState(): Promise<AppState | null> {
  const boot = JSON.parse(document.getElementById(BOOTSTRAP_ID)!.textContent!) as Bootstrap
  const route = routes.find((candidate) => candidate.id === boot.routeId)!
  let Page: AppState['Page'] = null
  if (!boot.error) {
    try {
      Page = (await route.page()).default
    } catch (error) {
      // the streamed HTML stays usable (links are plain links) if even the reload is not allowed
      if (!reloadOnce(window.location.href)) console.error('page chunk failed to load; the page stays static', error)
      return null
    }
  }
  const { routeId: _, ...rest } = boot
  return { ...rest, route, Page, url: new URL(window.location.href) }
}

async function main() {
  const initial = await initialState()
  if (!initial) return
  const locale = localeOf(initial.country)
  const t = translator(locale, await loadDictionary(locale))
  const store = createStore()
  store.set(countryAtom, initial.country)
  const versions = createVersionCheck({ running: __BUILD_VERSION__ })
  versions.start()
  const navigator = createNavigator({ initial, store, bar: createLoadingBar(), outdated: versions.outdated })
  function Root() {
    const state = useSyncExternalStore(navigator.subscribe, navigator.getState, navigator.getState)
    return <App state={state} store={store} t={t} navigate={navigator.navigate} />
  }
  hydrateRoot(document.getElementById('root')!, <Root />)
}

void main()
