import type { AdminProduct } from '@medusajs/types'
import type { SectionProps } from '../../../engine/resource'
import { useT } from '../../../i18n'

/** Where shoppers see the product: the German and the English product page (published products only). */
export default function StorefrontSection({ item: product }: SectionProps<AdminProduct>) {
  const t = useT()
  const handleEn = (product.metadata as { handle_en?: string } | null)?.handle_en || product.handle
  if (product.status !== 'published') return <p className="px-4 py-3 text-sm text-stone-600">{t('products.notInStore')}</p>
  return (
    <ul className="flex flex-col gap-2 px-4 py-3 text-sm">
      <li>
        <a className="admin-link" href={`/de/produkte/${product.handle}`} target="_blank" rel="noopener" hrefLang="de">
          <span aria-hidden="true" className="i-ph-arrow-square-out" />
          {t('products.storefrontDe')}
        </a>
      </li>
      <li>
        <a className="admin-link" href={`/us/products/${handleEn}`} target="_blank" rel="noopener" hrefLang="en">
          <span aria-hidden="true" className="i-ph-arrow-square-out" />
          {t('products.storefrontEn')}
        </a>
      </li>
    </ul>
  )
}
