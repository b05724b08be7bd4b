import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { FOOTER_COLUMNS, SOCIAL_LINKS } from './footer-links'
import { Logo } from './logo'

export function Copyright() {
  const t = useT()
  return <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
}

function SocialLinks() {
  const t = useT()
  return (
    <div>
      <p className="text-xs uppercase tracking-[0.25em] text-primary-300">{t('footer.social.label')}</p>
      <ul className="mt-3 flex gap-3">
        {SOCIAL_LINKS.map(({ label, href, icon }) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(label)} className="footer-icon">
              <span className={`${icon} text-xl`} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer() {
  const t = useT()
  return (
    <footer className="mt-24 bg-stone-900 text-stone-300">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_3fr]">
        <div className="space-y-6">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed">{t('footer.description')}</p>
          <SocialLinks />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="text-xs uppercase tracking-[0.25em] text-primary-300">{t(column.title)}</h2>
              <ul className="mt-4 space-y-2 text-sm">
                {column.links.map(({ label, to }) => (
                  <li key={to}>
                    <Link to={to} className="footer-link">
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-stone-400 sm:flex-row sm:justify-between">
          <Copyright />
          <p>{t('footer.payment')}</p>
        </div>
      </div>
    </footer>
  )
}
