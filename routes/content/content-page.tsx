import { useT } from '../../i18n'
import { formatDate } from '../../rules/shop-dates'
import { PageHead } from '../layout/page-head'
import { usePage } from '../lib/page-context'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { ContentBlocks } from './content-blocks'
import type { ContentData } from './content-load'
import { PageIntro } from './page-intro'

/** An editorial page: title, lead and the document's blocks. Same slug in both languages. */
export default function ContentPage({ data }: PageProps<ContentData>) {
  const t = useT()
  const { locale, country } = usePage()
  const { document } = data
  return (
    <article className="container-page py-12 sm:py-20">
      <PageHead title={t('catalogue.titleSuffix', { title: document.title })} description={document.description} paths={samePaths(`/content/${data.slug}`)} />
      <PageIntro eyebrow={t('brand.tagline')} title={document.title} lead={document.lead} />
      <div className="mx-auto mt-10 max-w-3xl">
        <ContentBlocks blocks={document.blocks} />
        {document.updated && (
          <p className="mt-12 text-sm text-stone-600">{t('content.updated', { date: formatDate(document.updated, locale, 'long', country) })}</p>
        )}
      </div>
    </article>
  )
}
