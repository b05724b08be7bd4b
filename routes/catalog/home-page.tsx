import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import type { HomeData, HomeSection } from './home-load'
import { ProductGrid } from './product-grid'

function Hero() {
  const t = useT()
  return (
    <section className="border-b border-stone-200 bg-stone-50" aria-labelledby="home-title">
      <div className="container-page grid items-center gap-12 py-16 md:grid-cols-[1.1fr_0.9fr] md:py-24">
        <div>
          <p className="eyebrow">{t('home.heroEyebrow')}</p>
          <h1 id="home-title" className="mt-5 max-w-xl font-serif text-4xl leading-tight text-stone-900 sm:text-5xl lg:text-6xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-stone-600">{t('home.heroText')}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link to="/store" className="btn-primary">
              {t('home.heroCta')}
              <span className="i-ph-arrow-right" aria-hidden="true" />
            </Link>
            <Link to="/content/schmuck-nach-mass" className="btn-outline">
              {t('home.heroSecondary')}
            </Link>
          </div>
        </div>
        <div className="hero-art" aria-hidden="true">
          <span className="i-ph-diamond-thin text-[9rem] text-primary-600 sm:text-[11rem]" />
        </div>
      </div>
    </section>
  )
}

const PROMISES = [
  { icon: 'i-ph-truck', key: 'home.promises.shipping' },
  { icon: 'i-ph-shield-check', key: 'home.promises.insured' },
  { icon: 'i-ph-arrow-counter-clockwise', key: 'home.promises.withdrawal' },
  { icon: 'i-ph-credit-card', key: 'home.promises.payment' },
] as const

function Promises() {
  const t = useT()
  return (
    <section aria-label={t('home.promises.label')} className="border-b border-stone-200">
      <ul className="container-page grid grid-cols-2 gap-6 py-8 text-sm text-stone-700 lg:grid-cols-4">
        {PROMISES.map(({ icon, key }) => (
          <li key={key} className="flex items-center gap-3">
            <span className={`${icon} shrink-0 text-2xl text-primary-700`} aria-hidden="true" />
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  )
}

function CollectionSection({ section }: { section: HomeSection }) {
  const t = useT()
  const { collection, products } = section
  const headingId = `collection-${collection.id}`
  return (
    <section className="container-page pt-20" aria-labelledby={headingId}>
      <div className="mb-10 flex flex-wrap items-end justify-between gap-4 border-b border-stone-200 pb-4">
        <h2 id={headingId} className="font-serif text-3xl text-stone-900 sm:text-4xl">
          {collection.title}
        </h2>
        <Link to={`/collections/${collection.handle}`} className="text-link">
          {t('home.viewCollection', { title: collection.title })}
          <span className="i-ph-arrow-right" aria-hidden="true" />
        </Link>
      </div>
      <ProductGrid products={products} />
    </section>
  )
}

export default function HomePage({ data }: PageProps<HomeData>) {
  const t = useT()
  return (
    <>
      <PageHead title={t('home.title')} description={t('home.description')} paths={samePaths('/')} />
      <Hero />
      <Promises />
      {data.sections.map((section) => (
        <CollectionSection key={section.collection.id} section={section} />
      ))}
    </>
  )
}
