import { type FormEvent, useId, useState } from 'react'
import { Drawer } from 'vaul'
import { useT } from '../../i18n'
import { pluralOf } from '../../i18n/plural'
import { formatMoney } from '../../rules/money'
import type { ListingFacets } from '../api-types'
import { localizedHref } from '../lib/links'
import { useNavigate } from '../lib/navigation'
import { usePage } from '../lib/page-context'
import { currencySign, valueLabel } from './filter-labels'
import { isFiltered, LIST_FILTERS, type ListFilter, type ListingFilters, NO_FILTERS, toggled, withPrice } from './listing-filters'

/** From this width on the panel comes from the side, below it from the bottom (a phone's thumb reaches it). */
const SIDE_PANEL = '(min-width: 768px)'

type PanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: ListingFilters
  facets: ListingFacets
  /** How many pieces the listing shows with these filters. */
  count: number
  /** The listing's address with other filters. */
  hrefOf: (filters: ListingFilters) => string
}

const LEGENDS = { material: 'filters.material', colour: 'filters.colour', stone: 'filters.stone', size: 'filters.size' } as const

/** One list filter: a checkbox per value with its count; a value that would show nothing is disabled, unless chosen. */
function ValueGroup({
  name,
  filters,
  counts,
  onChange,
}: {
  name: ListFilter
  filters: ListingFilters
  counts: Record<string, number>
  onChange: (next: ListingFilters) => void
}) {
  const t = useT()
  const { locale } = usePage()
  const values = Object.keys(counts)
  if (!values.length) return null
  const sizes = name === 'size'
  return (
    <fieldset className="border-b border-stone-200 py-4" data-filter={name}>
      <legend className="float-left mb-2 w-full font-medium text-stone-900">{t(LEGENDS[name])}</legend>
      <ul className={sizes ? 'clear-both grid grid-cols-4 gap-x-3' : 'clear-both'}>
        {values.map((value) => {
          const chosen = (filters[name] as string[]).includes(value)
          const empty = counts[value] === 0 && !chosen
          return (
            <li key={value}>
              <label className={`flex min-h-11 items-center gap-3 text-sm ${empty ? 'text-stone-500' : 'cursor-pointer text-stone-800'}`}>
                <input
                  type="checkbox"
                  className="size-5 accent-primary-800"
                  name={name}
                  value={value}
                  checked={chosen}
                  disabled={empty}
                  onChange={() => onChange(toggled(filters, name, value))}
                />
                <span>
                  {sizes ? value : valueLabel(name, value, locale, t)} <span className="text-stone-600">({counts[value]})</span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** One end of the price range: whole amounts, the phone's number pad. */
function AmountField({
  label,
  name,
  value,
  placeholder,
  onChange,
}: {
  label: string
  name: string
  value: string
  placeholder: number
  onChange: (value: string) => void
}) {
  return (
    <label className="grid gap-1 text-sm text-stone-700">
      {label}
      <input
        className="h-11 rounded-md border border-stone-300 px-3 text-base text-stone-900"
        inputMode="numeric"
        name={name}
        value={value}
        placeholder={String(placeholder)}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}

/** The price range: two amounts in the listing's currency, applied together (Enter or the button). */
function PriceGroup({ filters, facets, onChange }: { filters: ListingFilters; facets: ListingFacets; onChange: (next: ListingFilters) => void }) {
  const t = useT()
  const { locale } = usePage()
  const id = useId()
  const [min, setMin] = useState(filters.price?.min?.toString() ?? '')
  const [max, setMax] = useState(filters.price?.max?.toString() ?? '')
  if (!facets.price) return null
  const sign = currencySign(facets.price.currency, locale)
  const money = (value: number) => formatMoney(value, facets.price!.currency, locale, { wholeWithoutCents: true })
  const amount = (text: string) => (/^\d{1,8}$/.test(text.trim()) ? Number(text.trim()) : undefined)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const range = { min: amount(min), max: amount(max) }
    onChange(withPrice(filters, range.min === undefined && range.max === undefined ? null : range))
  }
  return (
    <form onSubmit={apply} className="border-b border-stone-200 py-4">
      <fieldset aria-describedby={`${id}-span`}>
        <legend className="float-left mb-2 w-full font-medium text-stone-900">{t('filters.price')}</legend>
        <p id={`${id}-span`} className="clear-both mb-3 text-sm text-stone-600">
          {t('filters.priceSpan', { min: money(facets.price.min), max: money(facets.price.max) })}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <AmountField label={t('filters.priceMin', { currency: sign })} name="price-min" value={min} placeholder={facets.price.min} onChange={setMin} />
          <AmountField label={t('filters.priceMax', { currency: sign })} name="price-max" value={max} placeholder={facets.price.max} onChange={setMax} />
        </div>
        <button type="submit" className="btn-outline mt-3 h-11 w-full py-0">
          {t('filters.priceApply')}
        </button>
      </fieldset>
    </form>
  )
}

/**
 * The filter panel (a lazily loaded chunk): vaul from the bottom on a phone, from the side on a wider screen; a dialog
 * either way (Radix underneath: titled, the focus kept inside, Escape or a swipe closes it, the focus back on the
 * button). Each change is a navigation to the listing's address with those filters that keeps the page where it is,
 * so the results behind the panel, the counts and the browser's history follow every choice; the footer's button
 * says how many pieces the choice shows and closes the panel, and a live region tells a screen reader the same.
 */
export default function FilterPanel({ open, onOpenChange, filters: loaded, facets, count, hrefOf }: PanelProps) {
  const t = useT()
  const { country, locale } = usePage()
  const navigate = useNavigate()
  const [side] = useState(() => window.matchMedia(SIDE_PANEL).matches)
  // a choice shows at once, while its page loads; the loaded page's filters then take over
  const [chosen, setChosen] = useState({ loaded, filters: loaded })
  if (chosen.loaded !== loaded) setChosen({ loaded, filters: loaded })
  const filters = chosen.filters
  const change = (next: ListingFilters) => {
    setChosen({ loaded, filters: next })
    navigate(localizedHref(country, hrefOf(next)), { keepPlace: true })
  }
  const plural = pluralOf(locale, count)
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction={side ? 'right' : 'bottom'} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-stone-950/55" />
        <Drawer.Content
          aria-describedby={undefined}
          data-testid="filter-panel"
          className={
            side
              ? 'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl outline-none'
              : 'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-xl bg-white shadow-2xl outline-none'
          }
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            document.querySelector<HTMLElement>('[data-opens="filters"]')?.focus()
          }}
        >
          {!side && <Drawer.Handle className="mt-3" />}
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-3 sm:px-8">
            <Drawer.Title className="py-1.5 font-serif text-xl text-stone-900 sm:text-2xl">{t('filters.title')}</Drawer.Title>
            <Drawer.Close className="icon-button -mr-2 shrink-0" aria-label={t('filters.close')}>
              <span className="i-ph-x text-[1.35rem]" aria-hidden="true" />
            </Drawer.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-4 sm:px-8" data-vaul-no-drag="">
            {LIST_FILTERS.map((name) => (
              <ValueGroup key={name} name={name} filters={filters} counts={facets[name]} onChange={change} />
            ))}
            <PriceGroup key={`${filters.price?.min}-${filters.price?.max}`} filters={filters} facets={facets} onChange={change} />
            <fieldset className="py-4">
              <legend className="float-left mb-2 w-full font-medium text-stone-900">{t('filters.availability')}</legend>
              <label
                className={`clear-both flex min-h-11 items-center gap-3 text-sm ${facets.stock === 0 && !filters.stock ? 'text-stone-500' : 'text-stone-800'}`}
              >
                <input
                  type="checkbox"
                  className="size-5 accent-primary-800"
                  name="stock"
                  checked={filters.stock}
                  disabled={facets.stock === 0 && !filters.stock}
                  onChange={() => change({ ...filters, stock: !filters.stock })}
                />
                <span>
                  {t('filters.inStock')} <span className="text-stone-600">({facets.stock})</span>
                </span>
              </label>
            </fieldset>
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 px-5 py-4 sm:px-8">
            <p className="sr-only" aria-live="polite" data-testid="filter-result-count">
              {t(`filters.results.${plural}`, { count })}
            </p>
            <Drawer.Close className="btn-primary h-12 flex-1 py-0" data-testid="show-results">
              {t(`filters.show.${plural}`, { count })}
            </Drawer.Close>
            {isFiltered(filters) && (
              <button type="button" className="h-12 px-2 text-sm text-primary-800 underline underline-offset-4" onClick={() => change(NO_FILTERS)}>
                {t('filters.clear')}
              </button>
            )}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  )
}
