import { useAtom } from 'jotai'
import { Drawer } from 'vaul'
import { useT } from '../../i18n'
import { mobileMenuOpenAtom } from '../lib/ui-state'
import { MobileMenuPanels } from './mobile-menu-panels'

/**
 * The drawer's close threshold and scroll-lock timeout. vaul's own defaults match them; they are spelled out so a vaul
 * update cannot change them unnoticed. The 0.5 s animation, the 0.4 velocity threshold and the 26 px
 * background inset are vaul's built-in values (TRANSITIONS.DURATION, VELOCITY_THRESHOLD, WINDOW_TOP_OFFSET).
 */
export const DRAWER = { closeThreshold: 0.25, scrollLockTimeout: 100 } as const

/** The mobile slide-over menu (a lazily loaded chunk). The page behind it scales back ([data-vaul-drawer-wrapper]). */
export default function MobileDrawer() {
  const t = useT()
  const [open, setOpen] = useAtom(mobileMenuOpenAtom)
  return (
    <Drawer.Root
      open={open}
      onOpenChange={setOpen}
      direction="left"
      closeThreshold={DRAWER.closeThreshold}
      scrollLockTimeout={DRAWER.scrollLockTimeout}
      shouldScaleBackground
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-stone-950/55" />
        <Drawer.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm flex-col bg-white shadow-2xl outline-none"
          // a link to the page already shown does not navigate, so it closes the menu itself
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a[href]')) setOpen(false)
          }}
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <Drawer.Title className="font-serif text-xl tracking-wide text-stone-900">{t('nav.menu')}</Drawer.Title>
            <Drawer.Close className="icon-button -mr-2" aria-label={t('header.closeMenu')}>
              <span className="i-ph-x text-[1.35rem]" aria-hidden="true" />
            </Drawer.Close>
          </div>
          <MobileMenuPanels onClose={() => setOpen(false)} />
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  )
}
