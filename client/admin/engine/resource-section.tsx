import { lazy } from 'react'
import type { Entity, ResourceSpec } from './resource'

/**
 * An area of the back office from a resource description: its own chunk, loaded when staff first open it,
 * rendered by the generic screens.
 */
export function resourceSection<T extends Entity>(load: () => Promise<ResourceSpec<T>>) {
  return lazy(async () => {
    const [resource, { ResourceRoutes }] = await Promise.all([load(), import('./screens/resource-routes')])
    return { default: () => <ResourceRoutes resource={resource} /> }
  })
}
