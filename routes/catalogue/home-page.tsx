import { useT } from '../../i18n'
import type { TopCategory } from '../api-types'
import { NewsletterSignup } from '../content/newsletter-signup'
import { PageHead } from '../layout/page-head'
import { usePaymentAlternatives } from '../layout/payment-alternatives'
import { useShippingStatement } from '../layout/shipping-statement'
import { HALF_PAGE_SIZES } from '../lib/image'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { samePaths } from '../lib/seo'
import { StaticIsland } from '../lib/static-island'
import type { PageProps } from '../lib/types'
import { CategoryTiles } from './category-tiles'
import type { HomeData, HomeSection } from './home-load'
import { ProductGrid } from './product-grid'
import { ProductImage } from './product-image'

function Hero({ image }: { image: string | null }) {
  const t = useT()
  return (
    <section className="border-b border-stone-200 bg-stone-50" aria-labelledby="home-title">
      <div className="container-page grid items-center gap-10 py-10 md:grid-cols-[1.05fr_0.95fr] md:py-20">
        <div>
          <p className="eyebrow">{t('home.heroEyebrow')}</p>
          <h1 id="home-title" className="mt-4 max-w-xl font-serif text-4xl leading-tight text-stone-900 sm:text-5xl lg:text-6xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-5 max-w-lg text-lg leading-relaxed text-stone-700">{t('home.heroText')}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to="/store" className="btn-primary no-underline">
              {t('home.heroCta')}
              <span className="i-ph-arrow-right" aria-hidden="true" />
            </Link>
            <Link to="/content/schmuck-nach-mass" className="btn-outline no-underline">
              {t('home.heroSecondary')}
            </Link>
          </div>
        </div>
        {image ? (
          <div className="relative aspect-[648/558] overflow-hidden rounded-sm bg-stone-100 shadow-[0_30px_60px_-30px_rgba(28,25,23,0.45)]">
            <ProductImage src={image} alt="" preset="productGallery" sizes={HALF_PAGE_SIZES} priority />
            <span className="pointer-events-none absolute inset-3 rounded-sm border border-white/60" aria-hidden="true" />
          </div>
        ) : (
          <div className="hero-art" aria-hidden="true">
            <span className="i-ph-diamond-thin text-[9rem] text-primary-600 sm:text-[11rem]" />
          </div>
        )}
      </div>
    </section>
  )
}

const PROMISES = [
  { icon: 'i-ph-shield-check', key: 'home.promises.insured' },
  { icon: 'i-ph-arrow-counter-clockwise', key: 'home.promises.withdrawal' },
  { icon: 'i-ph-credit-card', key: 'home.promises.payment' },
] as const

/** The shop's promises under the hero: the country's shipping costs (where known), insurance, withdrawal, payment. */
function Promises() {
  const t = useT()
  const methods = usePaymentAlternatives()
  const shipping = useShippingStatement({
    free: 'home.promises.shippingFree',
    from: 'home.promises.shippingFrom',
    freeFrom: 'home.promises.shippingFreeFrom',
  })
  const promises = [...(shipping ? [{ icon: 'i-ph-truck', text: shipping }] : []), ...PROMISES.map(({ icon, key }) => ({ icon, text: t(key, { methods }) }))]
  return (
    <section aria-label={t('home.promises.label')} className="border-b border-stone-200">
      <ul
        className={`container-page grid grid-cols-1 gap-4 py-6 text-sm text-stone-700 sm:grid-cols-2 ${promises.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {promises.map(({ icon, text }) => (
          <li key={icon} className="flex items-center gap-3">
            <span className={`${icon} shrink-0 text-2xl text-primary-700`} aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Categories({ categories }: { categories: TopCategory[] }) {
  const t = useT()
  if (categories.length === 0) return null
  return (
    <section className="container-page below-fold pt-16" aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-8 font-serif text-3xl text-stone-900 sm:text-4xl">
        {t('catalogue.homeCategories')}
      </h2>
      {/* pictures and links: the server's HTML while the page hydrates */}
      <StaticIsland data={[categories]}>
        <CategoryTiles categories={categories} label={t('catalogue.homeCategories')} />
      </StaticIsland>
    </section>
  )
}

function CollectionSection({ section }: { section: HomeSection }) {
  const t = useT()
  const { collection, products } = section
  const headingId = `collection-${collection.handle}`
  return (
    // after the category tiles (below the fold), so never in the first view: styled and rendered once the whole
    // stylesheet is there (`styled-later`), but not `below-fold`: a section that skips its rendering off screen hands
    // accessibility checkers stale boxes (Lighthouse's target-size audit saw the collection link overlap its grid)
    <section className="container-page styled-later pt-20" aria-labelledby={headingId}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-stone-200 pb-4">
        <div>
          <h2 id={headingId} className="font-serif text-3xl text-stone-900 sm:text-4xl">
            {collection.title}
          </h2>
          {collection.description && <p className="mt-2 max-w-2xl text-stone-700">{collection.description}</p>}
        </div>
        <Link to={`/collections/${collection.handle}`} className="text-link min-h-11">
          {t('home.viewCollection', { title: collection.title })}
          <span className="i-ph-arrow-right" aria-hidden="true" />
        </Link>
      </div>
      <ProductGrid products={products} />
    </section>
  )
}

/** The hero picture: the first product category's picture, else the newest piece's. */
function heroImage(categories: TopCategory[], data: HomeData): string | null {
  return categories.find((category) => category.image)?.image ?? data.sections[0]?.products.find((product) => product.thumbnail)?.thumbnail ?? null
}

export default function HomePage({ data }: PageProps<HomeData>) {
  const t = useT()
  // the menu's product categories as tiles: the layout's data, which every page carries once
  const categories = usePage().menu.product_categories
  return (
    <>
      <PageHead title={t('home.title')} description={t('brand.description')} paths={samePaths('/')} />
      <Hero image={heroImage(categories, data)} />
      {/* words only: the server's HTML stays (no payment-method list formatted while hydrating) */}
      <StaticIsland>
        <Promises />
      </StaticIsland>
      <Categories categories={categories} />
      {data.sections.map((section) => (
        <CollectionSection key={section.collection.handle} section={section} />
      ))}
      <div className="container-page below-fold mt-24 border-t border-stone-200 pt-16 pb-4">
        <NewsletterSignup />
      </div>
    </>
  )
}
