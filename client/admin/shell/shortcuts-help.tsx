import { useT } from '../i18n'
import { Modal } from '../ui/modal'
import { keyLabel, SHORTCUTS } from './shortcuts'

/** Every keyboard shortcut with what it does (opened with ?). */
export default function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const t = useT()
  const mac = /Mac|iPhone|iPad/.test(navigator.platform)
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('shortcuts.title')} wide>
      <table className="admin-table">
        <caption className="sr-only">{t('shortcuts.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.does')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.keys}>
              <td className="whitespace-nowrap">
                {keyLabel(shortcut.keys, mac).map((press, index) => (
                  <span key={index}>
                    {index > 0 && <span className="mx-1 text-xs text-stone-500">{t('shortcuts.then')}</span>}
                    <kbd className="admin-kbd">{press}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(shortcut.label, Object.fromEntries(Object.entries(shortcut.params ?? {}).map(([key, value]) => [key, t(value)])))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  )
}
