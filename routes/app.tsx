import type { createStore } from 'jotai'
import { Provider } from 'jotai'
import { type ComponentType, lazy, Suspense, useMemo } from 'react'
import { I18nContext, type Translate } from '../i18n'
import { localeOf } from '../rules/languages'
import { pageKey } from './catalogue/filter-params'
import { DefaultLayout } from './layout/default-layout'
import { useNavigationSignal } from './lib/hydrate-later'
import { type Navigate, NavigateContext } from './lib/navigation'
import { PageContext } from './lib/page-context'
import type { LayoutData, LayoutProps, PageError, PageProps, Params, Route } from './lib/types'

/** Everything one rendered page depends on; the server builds it from the request, the browser from the bootstrap JSON. */
export type AppState = {
  route: Route
  params: Params
  url: URL
  country: string
  origin: string
  Page: ComponentType<PageProps<any>> | null
  /** The page's own layout (its chunk brings it); none: the default layout. */
  Layout?: ComponentType<LayoutProps> | null
  data: unknown
  error: PageError | null
  layout: LayoutData
}

// a chunk of its own: the pages that show it are few, and every other page's JavaScript stays smaller
const ErrorPage = lazy(() => import('./layout/error-page').then((module) => ({ default: module.ErrorPage })))

type AppProps = { state: AppState; store: ReturnType<typeof createStore>; t: Translate; navigate?: Navigate }

/** The tree shared by SSR and hydration: providers, the route's layout and its page (or the error page). */
export function App({ state, store, t, navigate }: AppProps) {
  const locale = localeOf(state.country)
  useNavigationSignal(state.url)
  const page = useMemo(
    () => ({
      country: state.country,
      locale,
      origin: state.origin,
      url: state.url,
      payment: state.layout.payment,
      shipping_from: state.layout.shipping_from,
      menu: state.layout.menu,
    }),
    [state.country, locale, state.origin, state.url, state.layout.payment, state.layout.shipping_from, state.layout.menu],
  )
  const { Page, error } = state
  const Layout = (!error && Page && state.Layout) || DefaultLayout
  const content =
    error || !Page ? (
      <Suspense fallback={null}>
        <ErrorPage status={error?.status ?? 404} path={error?.path ?? state.url.pathname} />
      </Suspense>
    ) : (
      // keyed by URL so per-page state (chosen variant, gallery image) starts fresh on every page; a listing's filters
      // change it in place (its open filter panel stays)
      <Page key={pageKey(state.url)} data={state.data} params={state.params} url={state.url} />
    )
  const tree = (
    <Provider store={store}>
      <I18nContext.Provider value={t}>
        <PageContext.Provider value={page}>
          <Layout layout={state.layout}>{content}</Layout>
        </PageContext.Provider>
      </I18nContext.Provider>
    </Provider>
  )
  return navigate ? <NavigateContext.Provider value={navigate}>{tree}</NavigateContext.Provider> : tree
}
