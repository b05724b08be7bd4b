import { useT } from '../i18n'
import { PageHeader } from '../ui/page-header'
import { usePageTitle } from './page-title'
import type { Section } from './sections'

/** An area that is not built yet says so, instead of showing made-up data. */
export function ComingSoonPage({ section }: { section: Section }) {
  const t = useT()
  const name = t(section.label)
  usePageTitle(name)
  return (
    <>
      <PageHeader title={name} />
      <div className="admin-card flex items-start gap-4 p-6">
        <span aria-hidden="true" className={`${section.icon} text-3xl text-primary-600`} />
        <div>
          <h2 className="font-semibold text-stone-900">{t('comingSoon.title', { section: name })}</h2>
          <p className="mt-1 text-sm text-stone-700">{t('comingSoon.text')}</p>
        </div>
      </div>
    </>
  )
}
