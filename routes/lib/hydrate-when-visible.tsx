import { type ComponentType, lazy, memo, Suspense } from 'react'
import { firstNavigation } from './hydrate-later'
import { whenVisible } from './when-visible'

/** Whether the server's HTML of the part is laid out at the visitor's width (`display: none` has no boxes). */
const shown = (id: string) => typeof document !== 'undefined' && (document.getElementById(id)?.getClientRects().length ?? 0) > 0

/**
 * A part of the page whose code comes after the page's: at once, beside the page's chunk, when the part is shown at
 * the visitor's width; otherwise when it comes near the screen or the visitor navigates. Until then React keeps the
 * server's HTML (routes/lib/hydrate-later.ts). A part hidden at this width never comes near the screen, so a phone
 * never fetches the desktop's navigation. The part gets `id` for its root element, which is what is watched. Its
 * other props must stay the same until its code is there (an update to server HTML that cannot hydrate yet waits for
 * the code): what changes, it reads from CSS or context.
 */
export function hydrateWhenVisible<P extends { id: string }>(id: string, load: () => Promise<{ default: ComponentType<P> }>) {
  // called while the entry runs, before hydration: the chunk loads in parallel with the page's
  const early = shown(id) ? load() : undefined
  const Part = lazy(() => early ?? Promise.race([whenVisible(id), firstNavigation]).then(load))
  return memo(function WhenVisible(props: Omit<P, 'id'>) {
    return (
      <Suspense fallback={null}>
        <Part {...(props as P)} id={id} />
      </Suspense>
    )
  })
}
