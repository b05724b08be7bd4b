import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { countryName } from '../../rules/country-name'
import { usePage } from '../lib/page-context'
import type { OpenedBy } from './country-popover'
import { Flag } from './flag'

/** Hover-card timing of the country popover: a pointer passing over it on its way does not open it. */
const OPEN_DELAY_MS = 700
const CLOSE_DELAY_MS = 300

// The popover (Radix, the country list, the switch) is its own chunk, fetched on the first hover, focus or click.
const loadPopover = () => import('./country-popover')
const CountryPopover = lazy(loadPopover)

/** 'Lieferung nach: 🇩🇪 Deutschland': a hover popover on desktop that also opens on click and from the keyboard. */
export default function CountrySelector({ id, className = '' }: { id: string; className?: string }) {
  const t = useT()
  const { country, locale } = usePage()
  const [open, setOpen] = useState<OpenedBy | null>(null)
  const [loaded, setLoaded] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const contentId = useId()
  const name = countryName(country, locale)

  const prepare = useCallback(() => {
    setLoaded(true)
    void loadPopover()
  }, [])
  const later = useCallback((action: () => void, ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(action, ms)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])

  const hover = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType === 'touch') return
      prepare()
      later(() => setOpen((current) => current ?? 'hover'), OPEN_DELAY_MS)
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType === 'touch') return
      // a popover opened by click stays until the visitor closes it
      later(() => setOpen((current) => (current === 'hover' ? null : current)), CLOSE_DELAY_MS)
    },
  }

  return (
    <div id={id} className={className}>
      <button
        ref={triggerRef}
        type="button"
        className="group inline-flex items-center gap-2 rounded-full py-1.5 pl-1 pr-2 text-sm text-stone-600 transition-colors hover:text-stone-900"
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-controls={open ? contentId : undefined}
        onFocus={prepare}
        onClick={() => {
          prepare()
          clearTimeout(timer.current)
          // a click on a popover opened by hovering keeps it open and moves focus into it
          setOpen((current) => (current === 'click' ? null : 'click'))
        }}
        {...hover}
      >
        {/* always part of the button's name ('Lieferung nach: Deutschland'), visible from xl */}
        <span className="sr-only xl:not-sr-only">{t('header.deliverTo')}</span>
        <Flag country={country} size={18} />
        <span className="font-medium text-stone-800 decoration-primary-400 underline-offset-4 group-hover:underline">{name}</span>
        <span className="i-ph-caret-down text-xs text-stone-500" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CountryPopover
            id={contentId}
            anchorRef={triggerRef}
            openedBy={open}
            onClose={() => {
              clearTimeout(timer.current)
              setOpen(null)
            }}
            hover={hover}
          />
        </Suspense>
      )}
    </div>
  )
}
