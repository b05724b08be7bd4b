import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, type MouseEvent, Suspense, useState } from 'react'
import { type MessageKey, useT } from '../../i18n'
import { Link } from '../lib/link'
import { type PieceOverlay, pieceOverlayAtom } from '../lib/ui-state'

// the drawer (vaul), the texts and the form are a chunk of their own, fetched when a shopper first reaches for one
const loadOverlay = () => import('./piece-overlay')
const PieceOverlayDrawer = lazy(loadOverlay)

/** Each help: the content page it opens in place (the link's address without JavaScript or in a new tab), its words and icon. */
const HELP: Record<PieceOverlay, { to: string; label: MessageKey; icon: string }> = {
  sizeGuide: { to: '/content/ringgroessen', label: 'product.help.sizeGuide', icon: 'i-ph-ruler' },
  pearlInfo: { to: '/content/perleninfo', label: 'product.help.pearlInfo', icon: 'i-ph-info' },
  contact: { to: '/contact', label: 'product.help.ask', icon: 'i-ph-chat-circle-text' },
}

/** A click the browser should keep (a new tab, a download): the link then opens the content page. */
const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

export type PieceHelpProps = { product: { id: string; title: string }; ring: boolean; pearl: boolean }

/**
 * The size guide (rings), the pearl info (pearl pieces) and "Ask about this piece" (every piece) beside the buy
 * button: links to the content pages, which open the same text, or the contact form naming the piece, in a drawer
 * instead once the page runs. Rendered closed on the server; the drawer's code comes on the first press.
 */
export function PieceHelp({ product, ring, pearl }: PieceHelpProps) {
  const t = useT()
  const open = useSetAtom(pieceOverlayAtom)
  const shown = (['sizeGuide', 'pearlInfo', 'contact'] as const).filter((kind) => (kind === 'sizeGuide' ? ring : kind === 'pearlInfo' ? pearl : true))
  return (
    <>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm" data-testid="piece-help">
        {shown.map((kind) => (
          <li key={kind}>
            <Link
              to={HELP[kind].to}
              aria-haspopup="dialog"
              data-opens={kind}
              className="inline-flex min-h-11 items-center gap-2 text-primary-800 underline underline-offset-4 hover:text-primary-900"
              onPointerDown={() => void loadOverlay()}
              onClick={(event) => {
                if (modified(event)) return
                event.preventDefault()
                open(kind)
              }}
            >
              <span className={`${HELP[kind].icon} text-lg`} aria-hidden="true" />
              {t(HELP[kind].label)}
            </Link>
          </li>
        ))}
      </ul>
      <PieceOverlayMount product={product} />
    </>
  )
}

/** Mounts the drawer once it was first opened and keeps it mounted, so closing animates. */
function PieceOverlayMount({ product }: { product: PieceHelpProps['product'] }) {
  const open = useAtomValue(pieceOverlayAtom)
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <PieceOverlayDrawer product={product} />
    </Suspense>
  )
}
