import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { useT } from '../i18n'
import { preloadArea } from '../routes'
import { menuEntryOf, SECTIONS, type Section } from './sections'

function NavLink({ section, active, onNavigate, sub }: { section: Section; active: Section | undefined; onNavigate?: () => void; sub?: boolean }) {
  const t = useT()
  const client = useQueryClient()
  return (
    <Link
      href={section.path}
      onClick={onNavigate}
      onPointerEnter={() => preloadArea(section.path)}
      onPointerDown={() => preloadArea(section.path, client)}
      onFocus={() => preloadArea(section.path)}
      aria-current={section === active ? 'page' : undefined}
      className={`admin-nav-link ${sub ? 'py-1.5 pl-10' : ''}`}
    >
      {!sub && <span aria-hidden="true" className={`${section.icon} text-lg`} />}
      <span className="flex-1">{t(section.label)}</span>
      {!section.built && (
        <span className="text-stone-400">
          <span aria-hidden="true" className="i-ph-hourglass-medium" />
          <span className="sr-only">({t('nav.comingSoon')})</span>
        </span>
      )}
    </Link>
  )
}

/** The main navigation of the back office; the current area is marked for sight and screen readers. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT()
  const [path] = useLocation()
  const active = menuEntryOf(path)
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-0.5">
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink section={section} active={active} onNavigate={onNavigate} />
            {section.children && (
              <ul className="flex flex-col gap-0.5">
                {section.children.map((child) => (
                  <li key={child.path}>
                    <NavLink section={child} active={active} onNavigate={onNavigate} sub />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
