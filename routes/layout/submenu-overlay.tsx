/** The full-screen dim layer below the header while a submenu is open; a click on it closes the submenu. */
export function SubmenuOverlay({ onClose }: { onClose: () => void }) {
  return <div className="fixed inset-0 z-30 bg-stone-950/35" aria-hidden="true" onClick={onClose} />
}
