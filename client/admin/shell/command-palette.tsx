import * as Dialog from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { Command } from 'cmdk'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { useLocale, useT } from '../i18n'
import { REGISTRY } from '../resources/registry'
import { useDebounced } from '../ui/fields/use-debounced'
import { type Hit, searchAll } from './palette-search'
import { ALL_SECTIONS } from './sections'

const MIN_SEARCH = 2

/** Ctrl/⌘-K: open any area, or find any findable record: orders, products, customers, collections, staff, … ('Type a command or search...'). */
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
  const groups: [string, Hit[]][] = (results.data ?? []).map((group) => [t(`resources.${group.name}.title`), group.hits])
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
