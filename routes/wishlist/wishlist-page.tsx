import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { customerAtom } from '../account/customer-state'
import type { ProductDetail } from '../api-types'
import { AddToCartButton } from '../cart/add-to-cart-button'
import { Price } from '../catalogue/price'
import { ProductImage } from '../catalogue/product-image'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { localizedHref } from '../lib/links'
import { usePage } from '../lib/page-context'
import { loadWishlistAtom, removeFromWishlistAtom, type WishlistItem, wishlistAtom, wishlistStatusAtom } from './wishlist-state'

type Fresh = Record<string, ProductDetail | 'gone'>

/** Current price (in the visitor's currency) and variants of each listed product, from the catalogue API. */
function useFreshProducts(items: WishlistItem[]): Fresh {
  const { country, locale } = usePage()
  const [fresh, setFresh] = useState<Fresh>({})
  const key = items.map((item) => item.id).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list compared by its ids (key)
  useEffect(() => {
    let live = true
    for (const item of items) {
      const handles = item.handles as Record<string, string> | undefined
      const handle = handles?.[locale] ?? (typeof item.handle === 'string' ? item.handle : null)
      if (!handle) {
        setFresh((current) => ({ ...current, [item.id]: 'gone' }))
        continue
      }
      fetch(`/api/products/${country}/${locale}/${encodeURIComponent(handle)}`, { headers: { accept: 'application/json' } })
        .then(async (response) => {
          const value: ProductDetail | 'gone' = response.ok ? await response.json() : 'gone'
          if (live) setFresh((current) => ({ ...current, [item.id]: value }))
        })
        .catch((error) => console.warn('wishlist: product unavailable', item.id, error))
    }
    return () => {
      live = false
    }
  }, [key, country, locale])
  return fresh
}

function Row({ item, product }: { item: WishlistItem; product: ProductDetail | 'gone' | undefined }) {
  const t = useT()
  const remove = useSetAtom(removeFromWishlistAtom)
  const detail = product && product !== 'gone' ? product : null
  const title = detail?.title ?? (typeof item.title === 'string' ? item.title : item.id)
  const single = detail && detail.variants.length === 1 ? detail.variants[0] : null
  return (
    <li className="flex gap-4 py-5" data-testid="wishlist-item" data-product-id={item.id}>
      <div className="w-28 shrink-0 overflow-hidden rounded-sm bg-stone-100 sm:w-36">
        <ProductImage src={detail?.thumbnail ?? (typeof item.thumbnail === 'string' ? item.thumbnail : null)} alt="" preset="productThumbnail" />
      </div>
      <div className="flex flex-1 flex-wrap items-start justify-between gap-4">
        <div>
          {detail ? (
            <Link
              to={`/products/${detail.handle}`}
              className="font-serif text-lg text-stone-900 underline-offset-2 hover:underline"
              aria-label={t('wishlist.view', { title })}
            >
              {title}
            </Link>
          ) : (
            <p className="font-serif text-lg text-stone-900">{title}</p>
          )}
          {detail ? (
            <Price money={detail.price} from={detail.price_varies} className="mt-1 block text-sm font-medium text-stone-800" />
          ) : (
            product === 'gone' && <p className="mt-1 text-sm text-stone-600">{t('wishlist.unavailable')}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {single ? (
            <AddToCartButton variantId={single.id} soldOut={!single.in_stock} />
          ) : detail ? (
            <Link to={`/products/${detail.handle}`} className="btn-outline">
              {t('wishlist.chooseOnPage')}
            </Link>
          ) : null}
          <button
            type="button"
            className="text-sm text-stone-700 underline underline-offset-2"
            aria-label={t('wishlist.remove', { title })}
            onClick={() => remove(item.id)}
          >
            {t('wishlist.removeShort')}
          </button>
        </div>
      </div>
    </li>
  )
}

/** /{cc}/wishlist: the hearts' list from this browser (and the account, when signed in). */
export default function WishlistPage() {
  const t = useT()
  const items = useAtomValue(wishlistAtom)
  const status = useAtomValue(wishlistStatusAtom)
  const load = useSetAtom(loadWishlistAtom)
  const signedIn = useAtomValue(customerAtom) !== null
  const { country } = usePage()
  useEffect(() => load(), [load])
  const fresh = useFreshProducts(items)
  return (
    <div className="container-page max-w-4xl py-10 sm:py-14">
      <PageHead title={t('catalogue.titleSuffix', { title: t('wishlist.title') })} description={t('wishlist.description')} noindex />
      <h1 className="font-serif text-4xl text-stone-900">{t('wishlist.title')}</h1>
      <p className="mt-3 text-stone-600">{t('wishlist.intro')}</p>
      {status !== 'ready' ? (
        <p className="mt-8 text-stone-600">{t('wishlist.loading')}</p>
      ) : items.length === 0 ? (
        <div className="mt-8 space-y-4" data-testid="wishlist-empty">
          <p className="text-lg text-stone-800">{t('wishlist.empty')}</p>
          <p className="text-stone-600">{t('wishlist.emptyHint')}</p>
          <Link to="/store" className="btn-primary">
            {t('wishlist.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-stone-600">{t('wishlist.count', { count: items.length })}</p>
          <ul className="mt-2 divide-y divide-stone-200 border-y border-stone-200">
            {items.map((item) => (
              <Row key={item.id} item={item} product={fresh[item.id]} />
            ))}
          </ul>
        </>
      )}
      {!signedIn && status === 'ready' && (
        <p className="mt-8 text-sm text-stone-600">
          <Link to={`/login?redirect=${encodeURIComponent(localizedHref(country, '/wishlist'))}`} className="underline underline-offset-2">
            {t('wishlist.signInHint')}
          </Link>
        </p>
      )}
    </div>
  )
}
