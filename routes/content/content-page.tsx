import { useT, type MessageKey } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import type { ContentData } from './content-load'

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replace(/-/g, ' ')

/** A placeholder with the page's real title until the editorial content arrives. */
export default function ContentPage({ data }: PageProps<ContentData>) {
  const t = useT()
  const title = data.madeToMeasure
    ? t('content.madeToMeasure', { product: capitalize(data.madeToMeasure) })
    : t(`content.pages.${data.slug}` as MessageKey)
  return (
    <article className="container-page py-16 sm:py-24">
      <PageHead title={t('catalog.titleSuffix', { title })} description={t('content.placeholder')} paths={samePaths(`/content/${data.slug}`)} />
      <header className="mx-auto max-w-3xl text-center">
        <p className="eyebrow">{t('brand.tagline')}</p>
        <h1 className="mt-4 font-serif text-4xl text-stone-900 sm:text-5xl">{title}</h1>
        <div className="mx-auto my-8 h-px w-16 bg-primary-400" aria-hidden="true" />
      </header>
      <p className="mx-auto max-w-2xl text-center text-lg leading-relaxed text-stone-600">{t('content.placeholder')}</p>
    </article>
  )
}
