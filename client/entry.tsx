import { createStore } from 'jotai'
import { startTransition, useEffect, useSyncExternalStore } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { partsOf } from '../i18n/parts'
import { App, type AppState } from '../routes/app'
import { BOOTSTRAP_ID, type Bootstrap } from '../routes/lib/bootstrap'
import { HYDRATED_MARK, HYDRATION_START_MARK } from '../routes/lib/hydration-marks.mjs'
import { endHydration, startHydration } from '../routes/lib/static-island'
import { countryAtom } from '../routes/lib/ui-state'
import { routes } from '../routes/table'
import { localeOf } from '../rules/languages'
import { reloadOnce } from './chunk-reload'
import { createLazyRouter } from './lazy-router'
import { createPageState } from './page-state'
import { createTexts } from './texts'

/**
 * Rebuilds the server's AppState from the bootstrap JSON, with the page's chunk and its dictionary parts
 * (all modulepreloaded by the server).
 */
async function initialState(boot: Bootstrap, texts: ReturnType<typeof createTexts>): Promise<AppState | null> {
  const route = routes.find((candidate) => candidate.id === boot.routeId)!
  let Page: AppState['Page'] = null
  let Layout: AppState['Layout'] = null
  try {
    const [module] = await Promise.all([boot.error ? null : route.page(), texts.load(partsOf(boot.error ? {} : route))])
    Page = module?.default ?? null
    Layout = module?.Layout ?? null
  } catch (error) {
    // the streamed HTML stays usable (links are plain links) if even the reload is not allowed
    if (!reloadOnce(window.location.href)) console.error('page chunk failed to load; the page stays static', error)
    return null
  }
  const { routeId: _, ...rest } = boot
  return { ...rest, route, Page, Layout, url: new URL(window.location.href) }
}

async function main() {
  const boot = JSON.parse(document.getElementById(BOOTSTRAP_ID)!.textContent!) as Bootstrap
  const texts = createTexts(localeOf(boot.country))
  const initial = await initialState(boot, texts)
  if (!initial) return
  const { t } = texts
  const store = createStore()
  store.set(countryAtom, initial.country)
  const page = createPageState(initial)
  const router = createLazyRouter(() => import('./router').then(({ startRouter }) => startRouter({ page, store, texts })))
  function Root() {
    const state = useSyncExternalStore(page.subscribe, page.get, page.get)
    // the server's page has been hydrated: static islands that mount from now on render in full
    useEffect(() => {
      endHydration()
      performance.mark(HYDRATED_MARK)
    }, [])
    return <App state={state} store={store} t={t} navigate={router.navigate} />
  }
  // as a transition, hydration yields to the browser every few milliseconds instead of one long task
  // (input stays responsive on slow phones; the same as Remix's and Next.js's client entries)
  // the static islands of the server's page keep its HTML (routes/lib/static-island.tsx)
  startHydration()
  performance.mark(HYDRATION_START_MARK)
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <Root />)
  })
}

void main()
