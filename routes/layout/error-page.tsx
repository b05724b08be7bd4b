import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { PageProps } from '../lib/types'
import { PageHead } from './page-head'

/** Shown inside the normal header and footer when a page is missing (404) or failed to load (500). */
export function ErrorPage({ status, path }: { status: number; path: string }) {
  const t = useT()
  const message = status === 404 ? t('error.notFound', { path }) : t('error.server')
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32" aria-labelledby="error-title">
      <PageHead title={`${t('error.title')} ${status}`} description={message} noindex />
      <p className="eyebrow">{t('error.title')}</p>
      <h1 id="error-title" className="mt-4 font-serif text-7xl text-stone-900 sm:text-8xl">
        {status}
      </h1>
      <div className="my-8 h-px w-16 bg-primary-400" aria-hidden="true" />
      <p className="max-w-xl break-words text-lg text-stone-600">{message}</p>
      <Link to="/" className="btn-primary mt-10">
        <span className="i-ph-house-line" aria-hidden="true" />
        {t('goBackToHome')}
      </Link>
    </section>
  )
}

/** The catch-all route's page; its loader always answers 404, so the error page is what shows. */
export default function NotFoundPage({ url }: PageProps) {
  return <ErrorPage status={404} path={url.pathname} />
}
