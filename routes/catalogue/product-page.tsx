import { useAtomValue } from 'jotai'
import { type ComponentProps, lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { type MessageKey, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { isMaterial, MATERIAL_NAMES } from '../../rules/materials'
import { isRing } from '../../rules/piece-guides'
import { customerAtom } from '../account/customer-state'
import type { ProductDetail, ProductVariant } from '../api-types'
import { AddToCartButton } from '../cart/add-to-cart-button'
import { categoryPath } from '../layout/category-link'
import { PageHead } from '../layout/page-head'
import { useHydrated } from '../layout/use-hydrated'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { handlePaths, metaDescription } from '../lib/seo'
import { StaticIsland } from '../lib/static-island'
import type { PageProps } from '../lib/types'
import { whenVisible } from '../lib/when-visible'
import { HeartSlot } from '../wishlist/heart-slot'
import { Breadcrumbs } from './breadcrumbs'
import { GiftCardSlot } from './gift-card-slot'
import type { MemberPricing } from './live-prices'
import { PieceHelp } from './piece-help'
import { Price } from './price'
import { ProductGallery } from './product-gallery'
import { ProductGrid } from './product-grid'
import type { ProductData } from './product-load'
import type { ProductVideo } from './product-video'
import { SaleNote } from './sale-price'
import type { ShopPromises } from './shop-promises'
import { VariantPicker } from './variant-picker'
import { findVariant, galleryOf, type Selection, selectionFor, variantUrl } from './variants'

/** "Material: Gold 750" of the chosen variant (its own, else the product's headline material). */
function MaterialLine({ material }: { material: string | null | undefined }) {
  const t = useT()
  const { locale } = usePage()
  if (!isMaterial(material)) return null
  return (
    <p className="mt-3 text-sm text-stone-700" data-testid="material">
      {t('product.materialLabel')}: <span className="text-stone-900">{MATERIAL_NAMES[material][locale]}</span>
    </p>
  )
}

/** The promises' component once its chunk is there: from then on it renders at once, without a fallback. */
let loaded: typeof ShopPromises | null = null
const load = () =>
  import('./shop-promises').then((module) => {
    loaded = module.ShopPromises
    return module
  })

/** What a client-side navigation to a product awaits (the route's `ready`, routes/table.ts): the promises' code and texts. */
export const promisesReady = (locale: Locale) => load().then((module) => module.promiseTexts(locale))

const LazyPromises = lazy(() => load().then((module) => ({ default: module.ShopPromises })))

/**
 * The shop's statements beside the buy button: words and links in a static island, which keeps the server's HTML while
 * the page hydrates, so their code and texts come only when the island renders in full, after a client-side navigation
 * to a product, which awaits them; elsewhere (an island React renders anew) they come behind an empty fallback.
 */
function PromisesSlot(props: ComponentProps<typeof ShopPromises>) {
  const Loaded = loaded
  if (Loaded) return <Loaded {...props} />
  return (
    <Suspense fallback={null}>
      <LazyPromises {...props} />
    </Suspense>
  )
}

// Most pieces have no video: its facade is a chunk of its own, fetched only for the pages that show one,
// and only when the visitor scrolls towards it (it sits below the fold; the server's poster stays until then).
const VIDEO_HEADING_ID = 'product-video'
const loadVideo = () => import('./product-video').then((module) => ({ default: module.ProductVideo }))

function LazyProductVideo(props: Omit<Parameters<typeof ProductVideo>[0], 'headingId'>) {
  // one lazy component per page: on hydration it waits for the section to come into view, in a client render
  // (no section in the document yet) it loads at once; a shared one could stay pending for a page left behind
  const Video = useMemo(() => lazy(() => whenVisible(VIDEO_HEADING_ID).then(loadVideo)), [])
  return (
    <Suspense fallback={null}>
      <Video {...props} headingId={VIDEO_HEADING_ID} />
    </Suspense>
  )
}

function Availability({ variant }: { variant: ProductVariant | undefined }) {
  const t = useT()
  const stock = variant?.stock
  const sold = !stock || stock.status === 'sold_out'
  const text = !variant ? 'product.unavailable' : sold ? 'product.soldOut' : stock.status === 'low_stock' ? 'product.lowStock' : 'product.inStock'
  return (
    <p className="flex items-center gap-2 text-sm" role="status" data-testid="availability">
      <span className={`text-lg ${sold ? 'i-ph-x-circle text-stone-600' : 'i-ph-check-circle text-emerald-700'}`} aria-hidden="true" />
      <span className={sold ? 'text-stone-700' : 'text-emerald-800'}>{t(text, { count: stock?.quantity ?? 0 })}</span>
    </p>
  )
}

/**
 * The prices of a signed-in customer, whose groups may have prices of their own (a price list limited to a group):
 * the page is cached with everybody's prices, so it asks for the customer's after hydration (a chunk of its own and
 * one private, uncached call). Null for everybody else, and until they arrive.
 */
function useMemberPricing(country: string, productId: string): MemberPricing | null {
  const customerId = useAtomValue(customerAtom)?.id
  const [pricing, setPricing] = useState<MemberPricing | null>(null)
  useEffect(() => {
    setPricing(null)
    if (!customerId) return
    let current = true
    void import('./live-prices').then((live) => live.followPrices(country, productId, (answer) => current && setPricing(answer)))
    return () => {
      current = false
    }
  }, [customerId, country, productId])
  return pricing
}

/**
 * Material, price, options, availability and the buy button of the chosen variant, which lives in ?variant= so a
 * reload or a shared link keeps it. The page may come from the edge cache: after hydration the live stock (a chunk of
 * its own and one uncached call) corrects it, and a signed-in customer's own prices replace everybody's.
 */
function Purchase({ product, selection, onSelect }: { product: ProductDetail; selection: Selection; onSelect: (selection: Selection) => void }) {
  const t = useT()
  const { country } = usePage()
  const hydrated = useHydrated()
  const [stocked, setVariants] = useState(product.variants)
  useEffect(() => void import('./live-stock').then((live) => live.followStock(country, product, setVariants)), [country, product])
  const member = useMemberPricing(country, product.id)
  const variants = useMemo(() => (member ? member.variants(stocked) : stocked), [member, stocked])
  const summary = member ? member.summary(stocked) : product
  const variant = findVariant(variants, selection)
  const choose = (next: Selection) => {
    onSelect(next)
    const chosen = findVariant(variants, next)
    // replaceState, not a navigation: the page, its data and the scroll position stay as they are
    history.replaceState(history.state, '', variantUrl(new URL(window.location.href), chosen?.id))
  }
  return (
    // data-hydrated: the options answer clicks from here on (browser journeys wait for it)
    <div data-purchase data-hydrated={hydrated}>
      <MaterialLine material={variant?.material ?? product.material} />
      <div className="mt-6 space-y-7">
        <div>
          <Price
            money={variant?.price ?? summary.price}
            from={!variant && summary.price_varies}
            className="font-serif text-3xl text-stone-900"
            testId="price"
          />
          <SaleNote price={variant?.price ?? summary.price} original={variant ? variant.original_price : summary.original_price} className="mt-1 text-sm" />
          <p className="mt-1 text-xs text-stone-700">
            <span data-testid="vat-note">{product.vat_note}</span> · {t('product.plusShipping')}
          </p>
        </div>
        {product.options.length > 0 && <VariantPicker product={{ options: product.options, variants }} selection={selection} onChange={choose} />}
        <Availability variant={variant} />
        <div className="flex items-center gap-3">
          <AddToCartButton variantId={variant?.id} soldOut={!variant?.in_stock} />
          <HeartSlot product={product} className="!shadow-none ring-1 ring-stone-300" />
        </div>
        {variant?.sku && <p className="text-xs text-stone-700">{t('product.sku', { sku: variant.sku })}</p>}
      </div>
    </div>
  )
}

/** A gift card's offer: its price ("ab 25,00 €") and the form of amount, recipient and day instead of stock and shipping. */
function GiftCardOffer({ product }: { product: ProductDetail }) {
  return (
    <div className="mt-6">
      <Price money={product.price} from={product.price_varies} className="font-serif text-3xl text-stone-900" testId="price" />
      <GiftCardSlot product={product} />
    </div>
  )
}

export default function ProductPage({ data, url }: PageProps<ProductData>) {
  const t = useT()
  const { product, related } = data
  const images = product.images.length ? product.images.map((image) => image.url) : product.thumbnail ? [product.thumbnail] : []
  // the chosen variant's pictures come first (the rose gold ring, not the white gold one): on the server from
  // ?variant=, in the browser on each choice
  const [selection, setSelection] = useState(() => selectionFor(product, url.searchParams.get('variant')))
  const gallery = galleryOf(images, findVariant(product.variants, selection))
  const ring = isRing(product.options.map((option) => option.title))
  return (
    <div className="container-page py-8 sm:py-12">
      <PageHead
        title={t('catalogue.titleSuffix', { title: product.title })}
        description={metaDescription(product.description, t('brand.description'))}
        paths={handlePaths('/products', product.handles)}
      />
      <Breadcrumbs
        trail={[...product.categories.slice(0, 1).map((category) => ({ label: category.name, to: categoryPath(category) })), { label: product.title }]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        {/* a new order of pictures starts the gallery anew, at its first picture */}
        <ProductGallery key={gallery.join(' ')} title={product.title} images={gallery} />
        <div>
          {product.collection && (
            <Link to={`/collections/${product.collection.handle}`} className="eyebrow inline-block py-1.5 no-underline hover:underline">
              {product.collection.title}
            </Link>
          )}
          <h1 className="mt-3 font-serif text-3xl leading-tight text-stone-900 sm:text-4xl">{product.title}</h1>
          {product.gift_card ? (
            <GiftCardOffer product={product} />
          ) : (
            <>
              <Purchase product={product} selection={selection} onSelect={setSelection} />
              <div className="mt-6">
                <PieceHelp product={{ id: product.id, title: product.title }} ring={ring} pearl={product.pearl} />
              </div>
              {/* words and links only: the server's HTML stays (no payment-method list formatted while hydrating) */}
              <StaticIsland className="mt-8">
                <PromisesSlot ring={ring} exported={product.vat.kind === 'export'} limit={product.valuables_limit} />
              </StaticIsland>
            </>
          )}
        </div>
      </div>
      {product.description && (
        <section className="mt-14 max-w-3xl border-t border-stone-200 pt-10" aria-labelledby="product-description">
          <h2 id="product-description" className="font-serif text-2xl text-stone-900 sm:text-3xl">
            {t('product.description')}
          </h2>
          <p className="mt-4 whitespace-pre-line text-base leading-relaxed text-stone-700">{product.description}</p>
        </section>
      )}
      {product.video && <LazyProductVideo youtubeId={product.video.youtube_id} title={product.video.title} poster={images[1] ?? images[0] ?? null} />}
      {related.length > 0 && (
        <section className="below-fold mt-20 border-t border-stone-200 pt-12" aria-labelledby="related-products">
          <h2 id="related-products" className="mb-8 font-serif text-2xl text-stone-900 sm:text-3xl">
            {t('catalogue.related')}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
    </div>
  )
}
