import * as Popover from '@radix-ui/react-popover'
import { type PointerEvent, type RefObject, useRef } from 'react'
import { useT } from '../../i18n'
import { CountryOptions } from './country-options'

/** How the popover was opened: hover leaves focus where it is, click and keyboard move it into the list. */
export type OpenedBy = 'hover' | 'click'

type CountryPopoverProps = {
  id: string
  anchorRef: RefObject<HTMLButtonElement | null>
  openedBy: OpenedBy | null
  onClose: () => void
  /** The trigger's hover handlers: moving from the trigger into the popover keeps it open. */
  hover: { onPointerEnter: (event: PointerEvent) => void; onPointerLeave: (event: PointerEvent) => void }
}

/** The lazily loaded popover of the country selector, anchored to the trigger in the header. */
export default function CountryPopover({ id, anchorRef, openedBy, onClose, hover }: CountryPopoverProps) {
  const t = useT()
  const lastOpenedBy = useRef<OpenedBy | null>(null)
  if (openedBy) lastOpenedBy.current = openedBy
  return (
    <Popover.Root open={openedBy !== null} onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={10}
          collisionPadding={16}
          aria-label={t('country.title')}
          className="z-50 min-w-80 rounded-xl border border-stone-200 bg-white p-2 shadow-[0_18px_40px_-12px_rgba(28,25,23,0.25)] outline-none"
          // focus moves into the list from CountryOptions once it has loaded, and only when opened by click or keyboard
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (lastOpenedBy.current === 'click') anchorRef.current?.focus()
          }}
          // the trigger toggles by itself; counting its click as "outside" would reopen the popover at once
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault()
          }}
          {...hover}
        >
          <div className="border-b border-stone-100 px-3 pb-3 pt-2">
            <p className="font-serif text-lg text-stone-900">{t('country.title')}</p>
            <p className="mt-0.5 text-xs text-stone-500">{t('country.hint')}</p>
          </div>
          <CountryOptions autoFocus={openedBy === 'click'} className="mt-1" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
