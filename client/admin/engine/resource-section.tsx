import { type ComponentType, use } from 'react'
import type { Entity, ResourceSpec } from './resource'
import type { ResourceRoutes as Routes } from './screens/resource-routes'

type Loaded<T extends Entity> = { resource: ResourceSpec<T>; ResourceRoutes: typeof Routes }

/** An area's component; `preload()` fetches its chunks ahead (hover, focus, idle) and resolves to its description. */
export type ResourceArea<T extends Entity = never> = ComponentType & { preload: () => Promise<ResourceSpec<T>> }

/**
 * An area of the back office from a resource description: its own chunk, loaded when staff first open it
 * (or ahead of that), rendered by the generic screens. Once loaded it renders at once: React.lazy would
 * suspend on every first render and React holds a revealed fallback for 300 ms, so a list staff click to
 * would appear a third of a second late even with its chunks long in the cache.
 */
export function resourceSection<T extends Entity>(load: () => Promise<ResourceSpec<T>>): ResourceArea<T> {
  let loaded: Loaded<T> | null = null
  let pending: Promise<Loaded<T>> | null = null
  const start = () =>
    (pending ??= Promise.all([load(), import('./screens/resource-routes')]).then(
      ([resource, { ResourceRoutes }]) => (loaded = { resource, ResourceRoutes }),
      (error: unknown) => {
        pending = null // a failed download (offline for a moment) is tried again on the next visit
        throw error
      },
    ))
  const preload = () => start().then(({ resource }) => resource)
  function ResourceSection() {
    const { resource, ResourceRoutes } = loaded ?? use(start())
    return <ResourceRoutes resource={resource} />
  }
  return Object.assign(ResourceSection, { preload })
}
