import { useT } from '../../i18n'
import { Link } from '../lib/link'

export type Crumb = { label: string; to?: string }

/** Home › … › the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT()
  const crumbs: Crumb[] = [{ label: t('catalogue.home'), to: '/' }, ...trail]
  return (
    <nav aria-label={t('catalogue.breadcrumb')} className="text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={`${i}-${crumb.label}`} className="flex items-center gap-2">
              {i > 0 && <span className="i-ph-caret-right text-xs" aria-hidden="true" />}
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined} className="text-stone-900">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="inline-block py-1 hover:text-primary-800">
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
