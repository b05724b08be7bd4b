import { closestCenter, DndContext, type DragEndEvent, type DragMoveEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { AdminProductCategory } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import type { ResourceSpec } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { useLocale, useT } from '../../../i18n'
import { usePageTitle } from '../../../shell/page-title'
import { PageHeader } from '../../../ui/page-header'
import { EmptyState, ErrorState, Loading } from '../../../ui/query-state'
import { changedRanks, type FlatNode, flatten, keyboardMove, project, ranksAfterMove, subtree } from './category-tree'

const INDENT_PX = 28

type Category = Pick<AdminProductCategory, 'id' | 'name' | 'handle' | 'rank' | 'parent_category_id' | 'is_active' | 'is_internal' | 'metadata'>

/**
 * The categories as the menu shows them, reordered by drag and drop (up/down to reorder, right/left to nest)
 * or with the buttons of each row. A move writes Medusa's rank and parent and the `metadata.rank` the
 * storefront's menu sorts by, for every sibling whose place changed.
 */
export default function CategoryTreeScreen({ resource }: { resource: ResourceSpec<AdminProductCategory> }) {
  const t = useT()
  const locale = useLocale()
  usePageTitle(t('resources.product-categories.title'))
  const categories = useQuery({
    queryKey: queryKeys('product-categories').list({ tree: true }),
    queryFn: ({ signal }) =>
      request<{ product_categories: Category[] }>('/admin/product-categories', {
        query: { limit: 1000, fields: 'id,name,handle,rank,parent_category_id,is_active,is_internal,metadata' },
        signal,
      }),
  })
  const move = useChange({
    run: async (changes: { id: string; parentId: string | null; rank: number }[]) => {
      const byId = new Map((categories.data?.product_categories ?? []).map((category) => [category.id, category]))
      // one at a time, in final order: Medusa shifts siblings on every rank change
      for (const change of changes) {
        const before = byId.get(change.id)
        await request(`/admin/product-categories/${encodeURIComponent(change.id)}`, {
          method: 'POST',
          // Medusa replaces a category's metadata as a whole: the rest of it (English texts, icon, menu) is sent along
          body: {
            ...(before?.parent_category_id !== change.parentId ? { parent_category_id: change.parentId } : {}),
            rank: change.rank,
            metadata: { ...before?.metadata, rank: change.rank },
          },
        })
      }
    },
    invalidates: ['product-categories', 'products'],
    done: () => ({ key: 'categories.moved', params: {} }),
  })
  const [dragDepth, setDragDepth] = useState(0)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const nodes = (categories.data?.product_categories ?? []).map((category) => ({
    id: category.id,
    parentId: category.parent_category_id ?? null,
    name: category.name,
    rank: Number.isFinite(Number(category.metadata?.rank)) ? Number(category.metadata!.rank) : (category.rank ?? 0),
  }))
  const flat = flatten(nodes)
  const apply = (id: string, parentId: string | null, index: number) => {
    const changes = changedRanks(flat, ranksAfterMove(flat, id, parentId, index))
    if (changes.length) void move.mutateAsync(changes).catch(() => undefined)
  }
  const onDragMove = ({ delta }: DragMoveEvent) => setDragDepth(Math.round(delta.x / INDENT_PX))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragDepth(0)
    if (!over) return
    const target = project(flat, String(active.id), String(over.id), dragDepth)
    if (target) apply(String(active.id), target.parentId, target.index)
  }
  const byId = new Map((categories.data?.product_categories ?? []).map((category) => [category.id, category]))
  return (
    <>
      <PageHeader
        title={t('resources.product-categories.title')}
        actions={
          <Link href={`~/admin/${locale}${resource.route}/new`} className="admin-btn-primary" data-shortcut="new">
            <span aria-hidden="true" className="i-ph-plus" />
            {t('resources.product-categories.new')}
          </Link>
        }
      >
        <p className="mt-1 text-sm text-stone-600">{t('categories.treeHint')}</p>
      </PageHeader>
      <section className="admin-card" aria-labelledby="category-tree" aria-busy={move.isPending || categories.isFetching}>
        <h2 id="category-tree" className="sr-only">
          {t('categories.tree')}
        </h2>
        {categories.isPending ? (
          <Loading />
        ) : categories.isError ? (
          <ErrorState error={categories.error} retry={() => void categories.refetch()} />
        ) : flat.length === 0 ? (
          <EmptyState text={t('generic.noData')} />
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={() => setDragDepth(0)}>
            <SortableContext items={flat.map((node) => node.id)} strategy={verticalListSortingStrategy}>
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the roles give screen readers the categories' levels; each row is used through its own buttons */}
              <ul role="tree" aria-label={t('categories.tree')} className="divide-y divide-stone-200">
                {flat.map((node) => (
                  <TreeRow
                    key={node.id}
                    node={node}
                    category={byId.get(node.id)!}
                    flat={flat}
                    disabled={move.isPending}
                    onMove={(kind) => {
                      const target = keyboardMove(flat, node.id, kind)
                      if (target) apply(node.id, target.parentId, target.index)
                    }}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </section>
    </>
  )
}

function TreeRow({
  node,
  category,
  flat,
  disabled,
  onMove,
}: {
  node: FlatNode
  category: Category
  flat: FlatNode[]
  disabled: boolean
  onMove: (move: 'up' | 'down' | 'indent' | 'outdent') => void
}) {
  const t = useT()
  const locale = useLocale()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: node.id })
  const can = (kind: 'up' | 'down' | 'indent' | 'outdent') => !disabled && keyboardMove(flat, node.id, kind) !== null
  const icon = typeof category.metadata?.icon === 'string' ? category.metadata.icon : 'i-ph-folder-simple'
  const children = subtree(flat, node.id).length - 1
  const button = (kind: 'up' | 'down' | 'indent' | 'outdent', label: string, glyph: string) => (
    <button type="button" className="admin-icon-btn h-8 w-8" aria-label={label} disabled={!can(kind)} onClick={() => onMove(kind)}>
      <span aria-hidden="true" className={glyph} />
    </button>
  )
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the row is used through its own buttons (drag handle, move menu); its role gives its level
    <li
      ref={setNodeRef}
      role="treeitem"
      aria-level={node.depth + 1}
      aria-selected={false}
      style={{ transform: CSS.Translate.toString(transform), transition, paddingLeft: `${node.depth * INDENT_PX + 8}px` }}
      className={`flex items-center gap-2 bg-white py-2 pr-3 ${isDragging ? 'relative z-10 opacity-80 shadow-lg' : ''}`}
      data-category={category.handle}
    >
      <button
        type="button"
        className="admin-icon-btn h-8 w-8 cursor-grab touch-none"
        aria-label={t('categories.drag', { name: node.name })}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true" className="i-ph-dots-six-vertical" />
      </button>
      <span aria-hidden="true" className={`${icon} text-lg text-primary-700`} />
      <Link href={`~/admin/${locale}/categories/${encodeURIComponent(node.id)}`} className="admin-link min-w-0 flex-1 truncate font-medium">
        {node.name}
      </Link>
      {children > 0 && <span className="text-xs text-stone-500">{t('categories.children', { count: children })}</span>}
      {!category.is_active && <span className="admin-chip">{t('categories.inactive')}</span>}
      {category.is_internal && <span className="admin-chip">{t('categories.internal')}</span>}
      {category.metadata?.menu === 'functional' && <span className="admin-chip">{t('categories.menuFunctional')}</span>}
      <span className="flex shrink-0">
        {button('up', t('categories.moveUp', { name: node.name }), 'i-ph-arrow-up')}
        {button('down', t('categories.moveDown', { name: node.name }), 'i-ph-arrow-down')}
        {button('outdent', t('categories.outdent', { name: node.name }), 'i-ph-arrow-left')}
        {button('indent', t('categories.indent', { name: node.name }), 'i-ph-arrow-right')}
      </span>
    </li>
  )
}
