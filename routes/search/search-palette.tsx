import { Command } from 'cmdk'
import { useAtom } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type Dictionary, type Translate, translator, useT } from '../../i18n'
import { pluralOf } from '../../i18n/plural'
import { Price } from '../catalogue/price'
import { ProductImage } from '../catalogue/product-image'
import { localizedHref } from '../lib/links'
import { useNavigate } from '../lib/navigation'
import { usePage } from '../lib/page-context'
import { searchOpenAtom } from '../lib/ui-state'
import { groupByCollection } from './group-hits'
import { groupedSearchAtom } from './grouped-search'
import { Highlighted } from './highlight'
import { searchClient } from './search-client'
import type { PaletteConfig } from './search-config'
import { FUZZY_THRESHOLD, HIGHLIGHT_POST, HIGHLIGHT_PRE, PALETTE_DEBOUNCE_MS, PALETTE_HITS } from './search-constants'
import { ATTRIBUTES_TO_HIGHLIGHT, ATTRIBUTES_TO_RETRIEVE, SEARCH_INDEX } from './search-document'
import { type HitView, hitView, type SearchHit } from './search-hit'

type Answer = { query: string; hits: HitView[]; total: number }

let config: Promise<PaletteConfig> | null = null
/** The palette's configuration, once per page load (an edge-cached /api answer). */
function paletteConfig(country: string): Promise<PaletteConfig> {
  config ??= fetch(`/api/search-config/${country}`).then((response) => {
    if (!response.ok) throw new Error(`search configuration: ${response.status}`)
    return response.json() as Promise<PaletteConfig>
  })
  config.catch(() => (config = null))
  return config
}

/** The palette's texts live in the `listing` part, which a product page has not loaded: fetched with the palette. */
function usePaletteTexts(): Translate {
  const t = useT()
  const { locale } = usePage()
  const [texts, setTexts] = useState<Partial<Dictionary> | null>(null)
  useEffect(() => {
    const load = locale === 'en' ? import('../../i18n/en/listing.json') : import('../../i18n/de/listing.json')
    load.then(
      (module) => setTexts(module.default as Partial<Dictionary>),
      (error: unknown) => console.error('search texts failed to load', error),
    )
  }, [locale])
  return useMemo(() => (texts ? translator(locale, texts) : t), [texts, locale, t])
}

/** The trimmed query after the shopper paused typing for 300 ms: one search per pause, not per keystroke. */
function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value.trim())
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), PALETTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return debounced
}

/** Searches for each settled query; an answer that arrives after a newer question was asked is dropped. */
function useSearch(query: string) {
  const { country, locale, origin } = usePage()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const latest = useRef(0)
  useEffect(() => {
    const asked = ++latest.current
    if (!query) {
      setAnswer(null)
      setState('idle')
      return
    }
    setState('loading')
    paletteConfig(country)
      .then((settings) =>
        searchClient(settings, origin)
          .index<SearchHit>(SEARCH_INDEX)
          .search(query, {
            limit: PALETTE_HITS,
            attributesToRetrieve: [...ATTRIBUTES_TO_RETRIEVE],
            attributesToHighlight: [...ATTRIBUTES_TO_HIGHLIGHT],
            highlightPreTag: HIGHLIGHT_PRE,
            highlightPostTag: HIGHLIGHT_POST,
            rankingScoreThreshold: FUZZY_THRESHOLD,
          })
          .then((result) => ({ result, currency: settings.currency })),
      )
      .then(
        ({ result, currency }) => {
          if (asked !== latest.current) return
          const hits = result.hits.map((hit) => hitView(hit, locale, currency))
          setAnswer({ query, hits, total: result.estimatedTotalHits ?? hits.length })
          setState('idle')
        },
        (error: unknown) => {
          if (asked !== latest.current) return
          // logged, and the dialog stays open: the shopper can type on or try again
          console.error('search failed', error)
          setState('failed')
        },
      )
  }, [query, country, locale, origin])
  return { answer, state }
}

function HitItem({ hit, t, grouped, onChoose }: { hit: HitView; t: Translate; grouped: boolean; onChoose: () => void }) {
  return (
    <Command.Item
      value={hit.id}
      onSelect={onChoose}
      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 aria-selected:bg-stone-100"
      data-testid="palette-hit"
    >
      <span className="block h-[41px] w-12 shrink-0 overflow-hidden rounded-sm bg-stone-100">
        <ProductImage src={hit.image} alt="" preset="productThumbnail" />
      </span>
      <span className="min-w-0 flex-1">
        {/* two lines, not one cut short: pieces of a series share the start of their titles ("Verlobungsring Lumière …") */}
        <span className="line-clamp-2 text-sm font-medium text-stone-900" data-testid="palette-hit-title">
          {hit.title ? <Highlighted text={hit.title} /> : t('search.palette.unknownProduct')}
          {hit.collection && !grouped && <span className="ml-2 text-xs font-normal uppercase tracking-wider text-stone-500">{hit.collection}</span>}
        </span>
        {hit.description && (
          <span className="block truncate text-xs text-stone-600">
            <Highlighted text={hit.description} />
          </span>
        )}
      </span>
      {hit.price && <Price money={hit.price} from={hit.priceVaries} className="shrink-0 text-sm text-stone-800" />}
    </Command.Item>
  )
}

/**
 * The header search: a cmdk palette in a dialog, full screen on phones. It loads
 * when first opened (routes/layout/search-button.tsx), never with a page.
 */
export default function SearchPalette() {
  const [open, setOpen] = useAtom(searchOpenAtom)
  const [value, setValue] = useState('')
  const query = useDebounced(value)
  const { answer, state } = useSearch(open ? query : '')
  const t = usePaletteTexts()
  const navigate = useNavigate()
  const { country, locale } = usePage()
  const [grouped, setGrouped] = useAtom(groupedSearchAtom)
  const typed = value.trim()
  const shown = answer && answer.query === query ? answer : null
  // nothing found: the message and the one button below say it all (no "all results for …" entry above them)
  const empty = shown !== null && shown.hits.length === 0

  const close = () => {
    setOpen(false)
    // closing clears the query: the next opening starts afresh
    setValue('')
  }
  const go = (href: string) => {
    close()
    navigate(localizedHref(country, href))
  }
  const allResults = () => go(`/search?${new URLSearchParams({ s: typed })}`)

  const heading = shown ? t(`search.palette.groupFor.${pluralOf(locale, shown.total)}`, { query: shown.query, count: shown.total }) : t('search.palette.group')
  const groupClass =
    '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-stone-500'
  const item = (hit: HitView) => <HitItem key={hit.id} hit={hit} t={t} grouped={grouped} onChoose={() => go(`/products/${hit.handle}`)} />
  return (
    <Command.Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      label={t('search.palette.label')}
      shouldFilter={false}
      loop
      overlayClassName="fixed inset-0 z-50 bg-stone-950/40"
      contentClassName="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:left-1/2 sm:top-[10vh] sm:max-h-[75vh] sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:rounded-lg sm:shadow-2xl"
    >
      <div className="flex items-center gap-2 border-b border-stone-200 px-4">
        <span className="i-ph-magnifying-glass text-xl text-stone-500" aria-hidden="true" />
        <Command.Input
          value={value}
          onValueChange={setValue}
          placeholder={t('search.palette.placeholder')}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-stone-900 outline-none placeholder:text-stone-500"
        />
        <button
          type="button"
          aria-pressed={grouped}
          onClick={() => setGrouped(!grouped)}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-stone-300 px-3 text-xs text-stone-700 aria-pressed:border-primary-700 aria-pressed:bg-primary-50 aria-pressed:text-primary-900"
          data-testid="palette-grouped"
        >
          <span className="i-ph-stack text-base" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('search.palette.groupedToggle')}</span>
        </button>
        <button type="button" onClick={close} className="icon-button" aria-label={t('search.palette.close')}>
          <span className="i-ph-x text-xl" aria-hidden="true" />
        </button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {state === 'failed' ? t('search.palette.failed') : shown ? t(`search.palette.count.${pluralOf(locale, shown.total)}`, { count: shown.total }) : ''}
      </p>
      <Command.List className="min-h-0 flex-1 overflow-y-auto p-2">
        {state === 'failed' && <p className="px-3 py-6 text-center text-sm text-red-800">{t('search.palette.failed')}</p>}
        {!typed && <Command.Empty className="px-3 py-6 text-center text-sm text-stone-600">{t('search.palette.enterQuery')}</Command.Empty>}
        {typed && shown && empty && state !== 'failed' && (
          <p className="px-3 py-6 text-center text-sm text-stone-600">{t('search.palette.noResults', { query: shown.query })}</p>
        )}
        {typed && !shown && state === 'loading' && (
          <Command.Loading className="px-3 py-6 text-center text-sm text-stone-600">{t('search.palette.loading')}</Command.Loading>
        )}
        {typed && !empty && (
          <Command.Group heading={heading} className={groupClass}>
            <Command.Item
              value="__all__"
              onSelect={allResults}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-primary-800 aria-selected:bg-stone-100"
            >
              <span className="i-ph-arrow-right" aria-hidden="true" />
              {t('search.palette.allResultsFor', { query: typed })}
            </Command.Item>
            {!grouped && shown?.hits.map(item)}
          </Command.Group>
        )}
        {typed &&
          grouped &&
          shown &&
          groupByCollection(shown.hits).map((group) => (
            <Command.Group
              key={group.collection ?? ''}
              heading={group.collection ?? t('search.palette.noCollection')}
              className={groupClass}
              data-testid="palette-group"
            >
              {group.hits.map(item)}
            </Command.Group>
          ))}
      </Command.List>
      {typed && (
        <div className="border-t border-stone-200 p-3">
          <button type="button" onClick={allResults} className="btn-primary w-full justify-center">
            {t('search.palette.allResults')}
          </button>
        </div>
      )}
    </Command.Dialog>
  )
}
