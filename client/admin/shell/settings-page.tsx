import { Link } from 'wouter'
import { useT } from '../i18n'
import { PageHeader } from '../ui/page-header'
import { usePageTitle } from './page-title'
import { SETTINGS_SECTIONS } from './sections'

/** The rarely touched areas (the shop, shipping, staff, system), grouped, so the menu keeps to the daily work. */
export default function SettingsPage() {
  const t = useT()
  usePageTitle(t('nav.settings'))
  return (
    <>
      <PageHeader title={t('nav.settings')}>
        <p className="mt-1 text-sm text-stone-700">{t('settings.intro')}</p>
      </PageHeader>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {SETTINGS_SECTIONS.map(({ group, sections }) => (
          <section key={group} className="admin-card" aria-labelledby={`settings-${group}`}>
            <h2 id={`settings-${group}`} className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">
              {t(`settings.groups.${group}`)}
            </h2>
            <ul className="flex flex-col p-2">
              {sections.map((section) => (
                <li key={section.path}>
                  <Link href={section.path} className="admin-nav-link">
                    <span aria-hidden="true" className={`${section.icon} text-lg`} />
                    <span className="flex-1">{t(section.label)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
