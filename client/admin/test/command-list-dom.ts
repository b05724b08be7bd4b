import { vi } from 'vitest'

/**
 * What cmdk asks of the page that jsdom lacks: it measures its list (ResizeObserver) and scrolls the chosen item into
 * view. Stubbed for a test file; `vi.unstubAllGlobals()` and the returned function undo it.
 */
export function stubCommandListDom() {
  const scrollIntoView = Element.prototype.scrollIntoView
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  Element.prototype.scrollIntoView = () => undefined
  return () => {
    Element.prototype.scrollIntoView = scrollIntoView
  }
}
