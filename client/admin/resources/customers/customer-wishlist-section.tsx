import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { queryKeys } from '../../engine/query-keys'
import type { SectionProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { imageSrc } from '../../ui/format'
import { QueryBody } from '../../ui/query-state'
import { customerWishlist } from './customer-wishlist'

/**
 * A customer's wishlist as a detail section: each product with its picture, linked to its page in the back office;
 * a product deleted since shows the title the list kept. Refreshed with the customer (its key is under `customers`).
 */
export default function CustomerWishlistSection({ item }: SectionProps<{ id: string }>) {
  const t = useT()
  const locale = useLocale()
  const query = useQuery({
    queryKey: queryKeys('customers').part(item.id, 'wishlist'),
    queryFn: ({ signal }) => customerWishlist(item.id, signal),
  })
  return (
    <QueryBody query={query} isEmpty={(data) => data.count === 0} emptyText={t('shopData.wishlist.empty')}>
      {({ wishlist }) => (
        <ul className="divide-y divide-stone-100" data-testid="customer-wishlist">
          {wishlist.map((product) => {
            const picture = imageSrc(product.thumbnail)
            const body = (
              <>
                {picture ? (
                  <img src={picture} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded object-cover ring-1 ring-stone-200" />
                ) : (
                  <span aria-hidden="true" className="i-ph-diamond h-10 w-10 shrink-0 text-stone-300" />
                )}
                <span className="min-w-0 flex-1 truncate">{product.title ?? product.id}</span>
                {product.deleted ? (
                  <span className="text-xs text-stone-500">{t('shopData.wishlist.deleted')}</span>
                ) : (
                  product.status !== 'published' && <span className="text-xs text-stone-500">{t('shopData.wishlist.notPublished')}</span>
                )}
              </>
            )
            return (
              <li key={product.id}>
                {product.deleted ? (
                  <div className="flex items-center gap-3 px-4 py-2 text-sm text-stone-600">{body}</div>
                ) : (
                  <Link
                    href={`~/admin/${locale}/products/${encodeURIComponent(product.id)}`}
                    className="flex items-center gap-3 px-4 py-2 text-sm text-stone-900 hover:bg-stone-50"
                  >
                    {body}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </QueryBody>
  )
}
