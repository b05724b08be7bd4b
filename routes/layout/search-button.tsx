import { useAtomValue, useSetAtom } from 'jotai'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { searchOpenAtom, searchPaletteAtom } from '../lib/ui-state'

/**
 * 'Shop durchsuchen': a link to the results page, which is also what works before the client has
 * loaded. Once a search palette has registered itself (searchPaletteAtom), a click opens it instead.
 */
export function SearchButton({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const t = useT()
  const palette = useAtomValue(searchPaletteAtom)
  const setOpen = useSetAtom(searchOpenAtom)
  return (
    <Link
      to="/search"
      className={compact ? `icon-button ${className}` : `search-trigger ${className}`}
      aria-haspopup={palette ? 'dialog' : undefined}
      onClick={(event) => {
        if (!palette) return
        event.preventDefault()
        setOpen((open) => !open)
      }}
    >
      <span className="i-ph-magnifying-glass text-[1.2rem]" aria-hidden="true" />
      {compact ? <span className="sr-only">{t('header.search')}</span> : <span className="hidden lg:inline">{t('header.search')}</span>}
      {!compact && <span className="sr-only lg:hidden">{t('header.search')}</span>}
    </Link>
  )
}
