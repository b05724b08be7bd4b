import { Link } from 'wouter'
import type { SectionProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { REGISTERED } from '../registry'

/** Every setting of the back office, from the registry: the settings area's resources besides the store itself. */
const SETTINGS = REGISTERED.filter(([name, entry]) => entry.area === 'settings' && entry.nav && name !== 'stores')

/** The store's page is the settings' overview: it leads to each of them. */
export default function SettingsLinksSection(_: SectionProps<unknown>) {
  const t = useT()
  const locale = useLocale()
  return (
    <ul className="flex flex-col py-1 text-sm" data-settings-links>
      {SETTINGS.map(([name, entry]) => (
        <li key={name}>
          <Link href={`~/admin/${locale}${entry.route}`} className="flex items-center gap-2 px-4 py-2 text-stone-800 hover:bg-stone-50">
            <span aria-hidden="true" className={`${entry.nav!.icon} text-lg text-stone-500`} />
            {t(entry.nav!.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
