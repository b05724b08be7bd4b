import { useMemo, useState } from 'react'
import { useT } from '../../i18n'
import { Drawer } from '../../ui/drawer'
import { ErrorState, Loading } from '../../ui/query-state'
import { ResourceForm } from '../form/resource-form'
import { linkAction } from '../link-action'
import type { ActionSpec, Entity, FormSpec, ResourceSpec } from '../resource'
import { ActionDialog } from '../screens/action-dialog'
import { ListScreen } from '../screens/list-screen'
import { EMPTY_LIST_STATE, type ListState, updateListState } from '../url-state'
import { callsOf, useChange, useResourceItem } from '../use-resource'
import { childResource } from './child-resource'
import type { ChildSpec } from './child-spec'

type ChildSectionProps<P extends Entity, C extends Entity> = { child: ChildSpec<P, C>; parent: P; parentResource: ResourceSpec<P> }

/**
 * A child table on its parent's detail: the generic list (search, sort, paging, CSV) of the children, a drawer
 * with the child's form to add or edit one, delete per row, and links added or removed in batch. Every change
 * refreshes the children and the parent.
 */
export function ChildSection<P extends Entity, C extends Entity>({ child, parent, parentResource }: ChildSectionProps<P, C>) {
  const t = useT()
  const [state, setState] = useState<ListState>(EMPTY_LIST_STATE)
  const [editing, setEditing] = useState<C | 'new' | null>(null)
  const [adding, setAdding] = useState(false)
  const invalidates = [child.name, parentResource.name] as const
  const resource = useMemo((): ResourceSpec<C> => {
    const base = childResource(child, parent)
    const unlink: ActionSpec<C>[] = child.batch
      ? [
          {
            id: 'unlink',
            label: child.batch.remove,
            icon: 'i-ph-link-break',
            tone: 'danger',
            run: (rows) => child.batch!.write(parent, { add: [], remove: rows.map((row) => row.id) }),
            done: 'engine.linksSaved',
            invalidates: [parentResource.name],
          },
        ]
      : []
    return { ...base, remove: child.remove && { invalidates: [parentResource.name] }, list: { ...base.list, bulkActions: unlink } }
  }, [child, parent, parentResource])
  const calls = useMemo(() => callsOf(resource), [resource])
  const save = useChange({
    run: (body: Record<string, unknown>) => (editing && editing !== 'new' ? calls.update(editing.id, body) : calls.create(body)),
    invalidates,
    done: () => ({ key: editing === 'new' ? 'engine.created' : 'engine.saved', params: { title: t(child.title) } }),
    quiet: true,
  })
  const form = editing === 'new' ? child.create : child.edit
  const link = child.batch
  return (
    <div data-child={child.id}>
      <ListScreen
        resource={resource}
        embedded={{
          title: t(child.title),
          state,
          onState: (change) => setState((current) => updateListState(current, change)),
          onEdit: child.edit ? setEditing : undefined,
          actions: (
            <>
              {child.create && (
                <button type="button" className="admin-btn-secondary py-1.5" onClick={() => setEditing('new')}>
                  <span aria-hidden="true" className="i-ph-plus" />
                  {t('engine.add')}
                </button>
              )}
              {link && (
                <button type="button" className="admin-btn-secondary py-1.5" onClick={() => setAdding(true)}>
                  <span aria-hidden="true" className="i-ph-plus" />
                  {t(link.add)}
                </button>
              )}
            </>
          ),
        }}
      />
      {editing && form && (
        <Drawer open onOpenChange={(open) => !open && setEditing(null)} title={editing === 'new' ? t(child.title) : child.rowTitle(editing)}>
          <ChildForm
            resource={resource}
            load={!!child.load && editing !== 'new'}
            form={form}
            item={editing === 'new' ? undefined : editing}
            submitLabel={t(editing === 'new' ? 'engine.create' : 'engine.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await save.mutateAsync(body)
              setEditing(null)
            }}
          />
        </Drawer>
      )}
      {adding && link && (
        <ActionDialog
          resource={parentResource}
          rows={[parent]}
          onClose={() => setAdding(false)}
          action={linkAction<P>(link.add, link.reference, (ids) => link.write(parent, { add: ids, remove: [] }), [child.name, link.reference.name])}
        />
      )}
    </div>
  )
}

type ChildFormProps<C extends Entity> = {
  resource: ResourceSpec<C>
  load: boolean
  form: FormSpec<any, C>
  item?: C
  submitLabel: string
  onCancel: () => void
  onSubmit: (body: Record<string, unknown>) => Promise<void>
}

/** A child's form, starting from its row, or from the child as Medusa holds it now (`load`: GET {path}/{id}). */
function ChildForm<C extends Entity>({ resource, load, item, form, ...props }: ChildFormProps<C>) {
  if (load && item) return <LoadedChildForm resource={resource} id={item.id} form={form} {...props} />
  return <ResourceForm spec={form} item={item} {...props} />
}

function LoadedChildForm<C extends Entity>({ resource, id, form, ...props }: Omit<ChildFormProps<C>, 'load' | 'item'> & { id: string }) {
  const fields = resource.list.fields?.join(',')
  const item = useResourceItem({ ...resource, detail: { fields, sections: [] } }, id)
  if (item.isPending) return <Loading />
  if (item.isError) return <ErrorState error={item.error} retry={() => void item.refetch()} />
  return <ResourceForm spec={form} item={item.data} {...props} />
}
