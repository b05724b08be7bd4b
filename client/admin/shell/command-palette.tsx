import * as Dialog from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { Command } from 'cmdk'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { request } from '../engine/calls'
import { useLocale, useT } from '../i18n'
import { orderNumber, referenceOf } from '../resources/orders/order-fields'
import { REGISTRY } from '../resources/registry'
import { useDebounced } from '../ui/fields/use-debounced'
import { ALL_SECTIONS } from './sections'

type Hit = { id: string; label: string; hint: string; path: string }

const MIN_SEARCH = 2
const LIMIT = 5

/**
 * Orders by number, email, name or bank reference (the back end reads "AURELIA-28" as order 28), products by
 * title or SKU, customers by name or email: Medusa's `q`, five each, in parallel.
 */
async function searchAll(q: string, signal: AbortSignal): Promise<{ orders: Hit[]; products: Hit[]; customers: Hit[] }> {
  const settle = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback)
  const [orders, products, customers] = await Promise.all([
    settle(
      request<{ orders: { id: string; display_id: number; email: string | null }[] }>('/admin/orders', {
        query: { q, limit: LIMIT, fields: 'id,display_id,email', order: '-created_at' },
        signal,
      }),
      { orders: [] },
    ),
    settle(
      request<{ products: { id: string; title: string; handle: string }[] }>('/admin/products', {
        query: { q, limit: LIMIT, fields: 'id,title,handle', order: '-updated_at' },
        signal,
      }),
      { products: [] },
    ),
    settle(
      request<{ customers: { id: string; email: string; first_name: string | null; last_name: string | null }[] }>('/admin/customers', {
        query: { q, limit: LIMIT, fields: 'id,email,first_name,last_name' },
        signal,
      }),
      { customers: [] },
    ),
  ])
  return {
    orders: orders.orders.map((order) => ({
      id: order.id,
      label: orderNumber(order),
      hint: [referenceOf(order), order.email].filter(Boolean).join(' · '),
      path: `${REGISTRY.orders.route}/${order.id}`,
    })),
    products: products.products.map((product) => ({
      id: product.id,
      label: product.title,
      hint: product.handle,
      path: `${REGISTRY.products.route}/${product.id}`,
    })),
    customers: customers.customers.map((customer) => ({
      id: customer.id,
      label: [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email,
      hint: customer.email,
      path: `${REGISTRY.customers.route}/${customer.id}`,
    })),
  }
}

/** Ctrl/⌘-K: open any area, or find orders, products and customers ('Type a command or search...'). */
export default function CommandPalette({ onClose, onHelp }: { onClose: () => void; onHelp: () => void }) {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), 150)
  const results = useQuery({
    queryKey: ['palette', q],
    enabled: q.length >= MIN_SEARCH,
    queryFn: ({ signal }) => searchAll(q, signal),
    staleTime: 10_000,
  })
  const go = (path: string) => {
    onClose()
    navigate(`~/admin/${locale}${path}`)
  }
  const groups: [string, Hit[]][] = results.data
    ? [
        [t('palette.orders'), results.data.orders],
        [t('palette.products'), results.data.products],
        [t('palette.customers'), results.data.customers],
      ]
    : []
  const lower = search.trim().toLowerCase()
  const sections = ALL_SECTIONS.filter((section) => !lower || t(section.label).toLowerCase().includes(lower))
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
        <Dialog.Content className="fixed left-1/2 top-[12vh] z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl">
          <Dialog.Title className="sr-only">{t('palette.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('palette.description')}</Dialog.Description>
          <Command shouldFilter={false} label={t('palette.title')} loop>
            <div className="flex items-center gap-2 border-b border-stone-200 px-4">
              <span aria-hidden="true" className="i-ph-magnifying-glass text-stone-500" />
              <Command.Input
                autoFocus
                value={search}
                onValueChange={setSearch}
                placeholder={t('generic.commandPlaceholder')}
                className="h-12 w-full bg-transparent text-sm outline-none"
              />
            </div>
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {results.isFetching && (
                <Command.Loading>
                  <p className="px-3 py-2 text-sm text-stone-600">{t('state.loading')}</p>
                </Command.Loading>
              )}
              <Command.Empty className="px-3 py-6 text-center text-sm text-stone-600">{t('generic.noMatchingData')}</Command.Empty>
              {groups.map(([heading, hits]) =>
                hits.length ? (
                  <Command.Group key={heading} heading={heading} className="admin-command-group">
                    {hits.map((hit) => (
                      <Command.Item key={hit.id} value={`${heading}:${hit.id}`} onSelect={() => go(hit.path)} className="admin-command-item">
                        <span className="font-medium">{hit.label}</span>
                        <span className="truncate text-xs text-stone-600">{hit.hint}</span>
                      </Command.Item>
                    ))}
                  </Command.Group>
                ) : null,
              )}
              {sections.length > 0 && (
                <Command.Group heading={t('palette.sections')} className="admin-command-group">
                  {sections.map((section) => (
                    <Command.Item key={section.path} value={`section:${section.path}`} onSelect={() => go(section.path)} className="admin-command-item">
                      <span aria-hidden="true" className={section.icon} />
                      {t(section.label)}
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              {!lower && (
                <Command.Group heading={t('palette.actions')} className="admin-command-group">
                  <Command.Item value="action:new-product" onSelect={() => go(`${REGISTRY.products.route}/new`)} className="admin-command-item">
                    <span aria-hidden="true" className="i-ph-plus" />
                    {t('resources.products.new')}
                  </Command.Item>
                  <Command.Item value="action:import" onSelect={() => go(`${REGISTRY.products.route}/import`)} className="admin-command-item">
                    <span aria-hidden="true" className="i-ph-upload-simple" />
                    {t('products.importTitle')}
                  </Command.Item>
                  <Command.Item value="action:help" onSelect={onHelp} className="admin-command-item">
                    <span aria-hidden="true" className="i-ph-keyboard" />
                    {t('shortcuts.title')}
                  </Command.Item>
                </Command.Group>
              )}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
