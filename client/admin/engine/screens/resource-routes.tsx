import { Route, Switch } from 'wouter'
import type { Entity, ResourceSpec } from '../resource'
import { DetailScreen } from './detail-screen'
import { CreateScreen, EditScreen } from './form-screens'
import { ListScreen } from './list-screen'
import { SingleScreen } from './single-screen'

/**
 * The addresses of a resource under its route: the list (for a `single` one, its one entity's detail), /new (create over the list, or the hand-written
 * create flow), extra pages of its workflows, /:id (detail) and /:id/edit (edit over the detail).
 */
export function ResourceRoutes<T extends Entity>({ resource }: { resource: ResourceSpec<T> }) {
  const List = resource.screens?.list ?? (resource.single ? SingleScreen : ListScreen)
  const Create = resource.screens?.create
  const drawerCreate = resource.create && resource.create.mode !== 'page'
  const drawerEdit = resource.edit && resource.edit.mode !== 'page'
  return (
    <Switch>
      <Route path="/">
        <List resource={resource} />
      </Route>
      {(resource.create || Create) && (
        <Route path="/new">
          {Create ? (
            <Create resource={resource} />
          ) : (
            <>
              {drawerCreate && <List resource={resource} />}
              <CreateScreen resource={resource} />
            </>
          )}
        </Route>
      )}
      {(resource.screens?.pages ?? []).map((page) => (
        <Route key={page.path} path={page.path} component={page.component} />
      ))}
      {resource.edit && (
        <Route path="/:id/edit">
          {drawerEdit ? (
            <DetailScreen resource={resource}>
              <EditScreen resource={resource} />
            </DetailScreen>
          ) : (
            <EditScreen resource={resource} />
          )}
        </Route>
      )}
      <Route path="/:id">
        <DetailScreen resource={resource} />
      </Route>
    </Switch>
  )
}
