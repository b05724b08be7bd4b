import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'

/** Heading, noindex head and the way back to the shop around every order page. */
export function OrderFrame({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <div className="container-page max-w-4xl py-10 sm:py-14">
      <PageHead title={t('catalogue.titleSuffix', { title: t('order.title') })} description={t('order.description')} noindex />
      <p className="eyebrow">{t('order.title')}</p>
      <h1 className="mt-3 font-serif text-4xl text-stone-900">{t('order.thanks')}</h1>
      <div className="mt-8">{children}</div>
      <Link to="/store" className="btn-outline mt-12">
        {t('order.continueShopping')}
      </Link>
    </div>
  )
}
