import { Link, useLocation } from 'wouter'
import { useT } from '../i18n'
import { SECTIONS, sectionOf } from './sections'

/** The main navigation of the back office; the current section is marked for sight and screen readers. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT()
  const [path] = useLocation()
  const active = sectionOf(path)
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-0.5">
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <Link
              href={section.path}
              onClick={onNavigate}
              aria-current={section === active ? 'page' : undefined}
              className="admin-nav-link"
            >
              <span aria-hidden="true" className={`${section.icon} text-lg`} />
              <span className="flex-1">{t(section.label)}</span>
              {!section.built && (
                <span className="text-stone-400">
                  <span aria-hidden="true" className="i-ph-hourglass-medium" />
                  <span className="sr-only">({t('nav.comingSoon')})</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
