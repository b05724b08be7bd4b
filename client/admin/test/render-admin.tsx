import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import de from '../../../i18n/admin.de.json'
import en from '../../../i18n/admin.en.json'
import { AdminI18nContext, adminTranslator } from '../i18n'
import { NotificationsProvider } from '../notifications/notifications'

// React warns about updates outside act() unless told it runs in a test
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const translators = { en: adminTranslator('en', en), de: adminTranslator('de', de) }
const mounted = new Set<() => Promise<void>>()

/** Unmounts whatever a test left rendered (a failed test does not reach its own unmount). */
export async function cleanup() {
  for (const unmount of [...mounted]) await unmount()
}

/**
 * Renders a piece of the back office in the test's DOM (jsdom) as the app does: English texts, a query cache of its
 * own (no retries), notifications and a router at `path` kept in memory; German texts and numbers with `locale: 'de'`.
 */
export async function renderAdmin(node: ReactNode, path = '/', locale: 'de' | 'en' = 'en') {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  const location = memoryLocation({ path, record: true })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <AdminI18nContext.Provider value={{ t: translators[locale], locale }}>
          <NotificationsProvider>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {node}
            </Router>
          </NotificationsProvider>
        </AdminI18nContext.Provider>
      </QueryClientProvider>,
    ),
  )
  const unmount = async () => {
    if (!mounted.delete(unmount)) return
    await act(async () => root.unmount())
    container.remove()
  }
  mounted.add(unmount)
  return { container, location, unmount }
}

/** Waits (letting React and pending promises run) until `check` holds; fails with what the page shows otherwise. */
export async function waitFor(check: () => boolean, what: string, timeout = 3000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}; the page shows: ${document.body.textContent?.slice(0, 600)}`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

/** Clicks a button by its visible text (the first one that matches exactly). */
export async function press(text: string, within: Document | Element = document) {
  const button = [...within.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text)
  if (!button) throw new Error(`no button "${text}" in: ${document.body.textContent?.slice(0, 400)}`)
  await act(async () => button.click())
}

/** Types into an input as a person does (React's change event fires). */
export async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
