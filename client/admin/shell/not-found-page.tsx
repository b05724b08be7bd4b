import { Link } from 'wouter'
import { useT } from '../i18n'
import { PageHeader } from '../ui/page-header'
import { usePageTitle } from './page-title'

export function NotFoundPage() {
  const t = useT()
  usePageTitle(t('state.notFoundTitle'))
  return (
    <>
      <PageHeader title={t('state.notFoundTitle')}>
        <p className="mt-2 text-sm text-stone-700">{t('state.notFoundText')}</p>
      </PageHeader>
      <Link href="/" className="admin-btn-secondary">
        {t('state.toOverview')}
      </Link>
    </>
  )
}
