import { type ReactNode, Suspense, useMemo, useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { toApiError } from '../../api/errors'
import { useLocale, useT } from '../../i18n'
import { NotFoundPage } from '../../shell/not-found-page'
import { usePageTitle } from '../../shell/page-title'
import { PageHeader } from '../../ui/page-header'
import { ErrorState, Loading } from '../../ui/query-state'
import { ChildSection } from '../children/child-section'
import { actionsOf } from '../delete-action'
import type { Entity, ResourceSpec, SectionSpec } from '../resource'
import { useResourceItem } from '../use-resource'
import { ActionDialog, useActionState } from './action-dialog'
import { DetailActions } from './detail-actions'

// below the two columns' width, the sections staff need first (an order's items, address, payment) lead the page
const phoneOrder = (section: SectionSpec<unknown>) => (section.phoneFirst ? 'max-lg:order-first' : '')

function Section<T extends Entity>({ section, item, resource }: { section: SectionSpec<T>; item: T; resource: ResourceSpec<T> }) {
  const t = useT()
  const locale = useLocale()
  const Component = section.component
  if (section.bare && Component)
    return (
      <Suspense fallback={<Loading />}>
        <Component item={item} resource={resource} />
      </Suspense>
    )
  return (
    <section className={`admin-card ${phoneOrder(section as SectionSpec<unknown>)}`} aria-labelledby={`section-${section.id}`} data-section={section.id}>
      <h2 id={`section-${section.id}`} className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">
        {t(section.title)}
      </h2>
      {section.rows && (
        <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 px-4 py-3 text-sm">
          {section.rows.map((row) => {
            const value: ReactNode = row.value(item, { t, locale })
            return (
              <div key={row.label} className="contents">
                <dt className="text-stone-600">{t(row.label)}</dt>
                <dd className="min-w-0 break-words text-stone-900">{value === null || value === undefined || value === '' ? '–' : value}</dd>
              </div>
            )
          })}
        </dl>
      )}
      {Component && (
        <Suspense fallback={<Loading />}>
          <Component item={item} resource={resource} />
        </Suspense>
      )}
    </section>
  )
}

/**
 * The generic detail of a described resource: its sections (label/value rows or hand-made workflow parts),
 * edit (drawer or page), delete and the description's actions. A missing id is the not-found page.
 */
export function DetailScreen<T extends Entity>({ resource, children }: { resource: ResourceSpec<T>; children?: ReactNode }) {
  const { id } = useParams<{ id: string }>()
  const query = useResourceItem(resource, id)
  if (toApiError(query.error).status === 404) return <NotFoundPage />
  if (query.isPending) return <Loading />
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />
  return (
    <>
      <DetailBody resource={resource} item={query.data} />
      {children}
    </>
  )
}

function DetailBody<T extends Entity>({ resource, item }: { resource: ResourceSpec<T>; item: T }) {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  const title = resource.title(item, locale)
  usePageTitle(title)
  const [running, setRunning] = useActionState<T>()
  const actions = useMemo(() => actionsOf(resource).detail, [resource])
  const [deleted, setDeleted] = useState(false)
  const sections = resource.detail?.sections ?? []
  const main = sections.filter((section) => !section.aside)
  const aside = sections.filter((section) => section.aside)
  const listPath = `~/admin/${locale}${resource.route}`
  if (deleted) return null
  return (
    <>
      {!resource.single && (
        <Link href={listPath} className="admin-link mb-3 text-sm">
          <span aria-hidden="true" className="i-ph-arrow-left" />
          {t('engine.backTo', { title: t(`resources.${resource.name}.title`) })}
        </Link>
      )}
      <PageHeader
        title={title}
        actions={
          <>
            <DetailActions item={item} actions={actions} onRun={(action) => setRunning({ action, rows: [item] })} />
            {resource.edit && (
              <Link href={`${listPath}/${encodeURIComponent(item.id)}/edit`} className="admin-btn-primary" data-shortcut="edit">
                <span aria-hidden="true" className="i-ph-pencil-simple" />
                {t('engine.edit')}
              </Link>
            )}
          </>
        }
      />
      {/* one column of at most the screen's width below `lg` (a grid's implicit column would grow to its widest section,
          a wide table's scroll container included, and the whole page would pan sideways on a phone) */}
      <div className={aside.length ? 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'flex flex-col gap-6'}>
        <div className="flex min-w-0 flex-col gap-6 max-lg:contents">
          {main.map((section) => (
            <Section key={section.id} section={section} item={item} resource={resource} />
          ))}
          {resource.detail?.children
            ?.filter((child) => !child.when || child.when(item))
            .map((child) => (
              <ChildSection key={child.id} child={child} parent={item} parentResource={resource} />
            ))}
        </div>
        {aside.length > 0 && (
          <div className="flex min-w-0 flex-col gap-6 max-lg:contents">
            {aside.map((section) => (
              <Section key={section.id} section={section} item={item} resource={resource} />
            ))}
          </div>
        )}
      </div>
      {running && (
        <ActionDialog
          resource={resource}
          action={running.action}
          rows={running.rows}
          onClose={() => setRunning(null)}
          onDone={() => {
            if (!running.action.removes) return
            setDeleted(true)
            navigate(listPath, { replace: true })
          }}
        />
      )}
    </>
  )
}
