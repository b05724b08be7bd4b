import { type ReactNode, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { useLocale, useT } from '../../i18n'
import { usePageTitle } from '../../shell/page-title'
import { Drawer } from '../../ui/drawer'
import { PageHeader } from '../../ui/page-header'
import { ErrorState, Loading } from '../../ui/query-state'
import { ResourceForm } from '../form/resource-form'
import type { Entity, FormSpec, ResourceSpec } from '../resource'
import { callsOf, useChange, useResourceItem } from '../use-resource'

/** A form in a drawer over the page behind it, or as a page of its own (long forms); closing asks before changes are lost. */
function FormFrame({
  mode,
  title,
  onClose,
  dirty,
  children,
}: {
  mode: FormSpec<any>['mode']
  title: string
  onClose: () => void
  dirty: boolean
  children: ReactNode
}) {
  const t = useT()
  usePageTitle(title)
  const close = () => {
    if (!dirty || window.confirm(t('engine.discardChanges'))) onClose()
  }
  if (mode === 'page')
    return (
      <>
        <PageHeader title={title} />
        <div className="admin-card max-w-3xl p-5">{children}</div>
      </>
    )
  return (
    <Drawer open onOpenChange={(open) => !open && close()} title={title}>
      {children}
    </Drawer>
  )
}

/** `/new` of a resource: the create form; afterwards the new entity's detail page. */
export function CreateScreen<T extends Entity>({ resource }: { resource: ResourceSpec<T> }) {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  const [dirty, setDirty] = useState(false)
  const calls = callsOf(resource)
  const create = useChange({
    run: (body: Record<string, unknown>) => calls.create(body),
    invalidates: [resource.name],
    done: (created) => ({ key: 'engine.created', params: { title: resource.title(created, locale) } }),
    quiet: true,
  })
  const spec = resource.create!
  const base = `~/admin/${locale}${resource.route}`
  return (
    <FormFrame mode={spec.mode} title={t(`resources.${resource.name}.new`)} onClose={() => navigate(base)} dirty={dirty}>
      <ResourceForm
        spec={spec}
        submitLabel={t('engine.create')}
        onDirty={setDirty}
        onCancel={() => navigate(base)}
        onSubmit={async (body) => {
          const created = await create.mutateAsync(body)
          navigate(`${base}/${encodeURIComponent(created.id)}`, { replace: true })
        }}
      />
    </FormFrame>
  )
}

/** `/:id/edit`: the edit form over the detail page; saving goes back to the detail. */
export function EditScreen<T extends Entity>({ resource }: { resource: ResourceSpec<T> }) {
  const t = useT()
  const locale = useLocale()
  const { id } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const [dirty, setDirty] = useState(false)
  const item = useResourceItem(resource, id)
  const calls = callsOf(resource)
  const update = useChange({
    run: (body: Record<string, unknown>) => calls.update(id, body),
    invalidates: [resource.name],
    done: (saved) => ({ key: 'engine.saved', params: { title: resource.title(saved, locale) } }),
    quiet: true,
  })
  const spec = resource.edit!
  const detail = `~/admin/${locale}${resource.route}/${encodeURIComponent(id)}`
  const title = item.data ? t('engine.editTitle', { title: resource.title(item.data, locale) }) : t('engine.edit')
  return (
    <FormFrame mode={spec.mode} title={title} onClose={() => navigate(detail)} dirty={dirty}>
      {item.isPending ? (
        <Loading />
      ) : item.isError ? (
        <ErrorState error={item.error} retry={() => void item.refetch()} />
      ) : (
        <ResourceForm
          spec={spec}
          item={item.data}
          submitLabel={t('engine.save')}
          onDirty={setDirty}
          onCancel={() => navigate(detail)}
          onSubmit={async (body) => {
            await update.mutateAsync(body)
            navigate(detail, { replace: true })
          }}
        />
      )}
    </FormFrame>
  )
}
