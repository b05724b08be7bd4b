import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Drawer } from 'vaul'
import { type Dictionary, type Translate, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { ContactForm } from '../content/contact-form'
import { ContentBlocks } from '../content/content-blocks'
import type { ContentDocument } from '../content/document'
import { usePage } from '../lib/page-context'
import { type PieceOverlay, pieceOverlayAtom } from '../lib/ui-state'

type Guide = Exclude<PieceOverlay, 'contact'>
/** The piece the page shows, which a question names. */
type Piece = { id: string; title: string }

/** The content pages' own text (one module per page and language, as /content/… loads it): the drawer shows the same. */
const GUIDES: Record<Locale, Record<Guide, () => Promise<{ default: ContentDocument }>>> = {
  de: { sizeGuide: () => import('../content/pages/de/ringgroessen'), pearlInfo: () => import('../content/pages/de/perleninfo') },
  en: { sizeGuide: () => import('../content/pages/en/ringgroessen'), pearlInfo: () => import('../content/pages/en/perleninfo') },
}

/** The contact form's texts live in the `service` and `messages` parts, which a product page has not loaded. */
const FORM_TEXTS: Record<Locale, () => Promise<{ default: Partial<Dictionary> }[]>> = {
  de: () => Promise.all([import('../../i18n/de/service.json'), import('../../i18n/de/messages.json')]),
  en: () => Promise.all([import('../../i18n/en/service.json'), import('../../i18n/en/messages.json')]),
}

const HEADINGS = { sizeGuide: 'product.help.sizeGuide', pearlInfo: 'product.help.pearlInfo' } as const

/** From this width on the drawer comes from the side, below it from the bottom (a phone's thumb reaches it). */
const SIDE_DRAWER = '(min-width: 768px)'

function GuideBody({ kind }: { kind: Guide }) {
  const { locale } = usePage()
  const [document, setDocument] = useState<ContentDocument | null>(null)
  useEffect(() => {
    let current = true
    void GUIDES[locale][kind]().then(({ default: loaded }) => {
      if (current) setDocument(loaded)
    })
    return () => {
      current = false
    }
  }, [kind, locale])
  if (!document) return <p className="text-sm text-stone-600">…</p>
  return (
    <>
      {document.lead && <p className="text-base leading-relaxed text-stone-700">{document.lead}</p>}
      <ContentBlocks blocks={document.blocks} />
    </>
  )
}

function AskBody({ product }: { product: Piece }) {
  const t = useT()
  const { locale } = usePage()
  const [hasTexts, setHasTexts] = useState(() => t('contact.submit') !== 'contact.submit')
  // the browser's translator learns the parts now (on the server every text is there)
  useEffect(() => {
    const learner = t as Translate & { add?: (texts: Partial<Dictionary>) => void }
    if (hasTexts) return
    void FORM_TEXTS[locale]().then((parts) => {
      for (const part of parts) learner.add?.(part.default)
      setHasTexts(true)
    })
  }, [hasTexts, locale, t])
  if (!hasTexts) return <p className="text-sm text-stone-600">…</p>
  return <ContactForm product={product} />
}

/**
 * The drawer of a product page's help (a lazily loaded chunk): the size guide or the pearl info, the content pages'
 * own text, or the contact form naming the piece. vaul from the bottom on a phone, from the side on a wider screen;
 * a dialog either way (Radix underneath): titled, the focus kept inside, Escape or a swipe closes it and the focus
 * goes back to the link that opened it.
 */
export default function PieceOverlayDrawer({ product }: { product: Piece }) {
  const t = useT()
  const [open, setOpen] = useAtom(pieceOverlayAtom)
  // what the drawer shows stays while it slides out
  const [shown, setShown] = useState<PieceOverlay>(open ?? 'contact')
  if (open && open !== shown) setShown(open)
  const [side] = useState(() => window.matchMedia(SIDE_DRAWER).matches)
  const title = shown === 'contact' ? t('product.help.askTitle', { title: product.title }) : t(HEADINGS[shown])
  return (
    <Drawer.Root open={open !== null} onOpenChange={(next) => !next && setOpen(null)} direction={side ? 'right' : 'bottom'} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-stone-950/55" />
        <Drawer.Content
          aria-describedby={undefined}
          data-testid="piece-overlay"
          data-kind={shown}
          className={
            side
              ? 'fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col bg-white shadow-2xl outline-none'
              : 'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-xl bg-white shadow-2xl outline-none'
          }
          // back to the link that opened it, also when the drawer was closed by a swipe
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            document.querySelector<HTMLElement>(`[data-opens="${shown}"]`)?.focus()
          }}
        >
          {!side && <Drawer.Handle className="mt-3" />}
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-3 sm:px-8">
            <Drawer.Title className="py-1.5 font-serif text-xl text-stone-900 sm:text-2xl">{title}</Drawer.Title>
            <Drawer.Close className="icon-button -mr-2 shrink-0" aria-label={t('product.help.close')}>
              <span className="i-ph-x text-[1.35rem]" aria-hidden="true" />
            </Drawer.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-6 sm:px-8" data-vaul-no-drag="">
            {shown === 'contact' ? <AskBody product={product} /> : <GuideBody key={shown} kind={shown} />}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  )
}
