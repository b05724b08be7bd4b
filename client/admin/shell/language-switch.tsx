import { useLocation } from 'wouter'
import { useLocale, useT } from '../i18n'
import { ADMIN_LOCALES, withLocale } from '../locale'

/** de | en: the same page in the other language (the language lives in the path). */
export function LanguageSwitch() {
  const t = useT()
  const active = useLocale()
  // subscribes to navigation, so the links always point at the current page
  useLocation()
  const here = location.pathname + location.search
  return (
    <nav aria-label={t('header.language')} className="flex items-center gap-1 text-sm">
      {ADMIN_LOCALES.map((locale) => (
        <a
          key={locale}
          href={withLocale(location.pathname, locale) + location.search}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === active ? 'true' : undefined}
          className="rounded px-2 py-1 text-stone-700 hover:bg-stone-100 aria-[current]:bg-stone-900 aria-[current]:text-white"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
            event.preventDefault()
            if (here !== event.currentTarget.pathname + event.currentTarget.search) history.pushState(null, '', event.currentTarget.href)
          }}
        >
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className="sr-only">{t(`header.languages.${locale}`)}</span>
        </a>
      ))}
    </nav>
  )
}
