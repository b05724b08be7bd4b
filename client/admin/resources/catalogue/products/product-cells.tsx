import type { AdminProduct } from '@medusajs/types'
import { imageSrc } from '../../../ui/format'

/** Thumbnail, title and handle: how staff recognise a product in a list. */
export function ProductTitleCell({ product }: { product: Pick<AdminProduct, 'title' | 'handle' | 'thumbnail'> }) {
  const thumbnail = imageSrc(product.thumbnail)
  return (
    <span className="flex items-center gap-3">
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="h-10 w-10 shrink-0 rounded object-cover ring-1 ring-stone-200"
        />
      ) : (
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-stone-100 text-stone-400">
          <span className="i-ph-image" />
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        {/* on a phone long titles wrap, so the row fits instead of pushing the table wider than the screen */}
        <span className="truncate font-medium text-stone-900 max-sm:whitespace-normal">{product.title}</span>
        <span className="truncate text-xs font-normal text-stone-600 max-sm:whitespace-normal">{product.handle}</span>
      </span>
    </span>
  )
}
