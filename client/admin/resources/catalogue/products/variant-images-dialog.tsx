import { useState } from 'react'
import { useChange } from '../../../engine/use-resource'
import { useT } from '../../../i18n'
import { imageSrc } from '../../../ui/format'
import { ErrorState, Loading } from '../../../ui/query-state'
import type { Variant } from './product-variants'
import { type AssignablePicture, picturesOf, savePictures, useAssignablePictures } from './variant-images'

/**
 * Which of the product's pictures show this variant (the rose gold ring, not the white gold one): the shop's product
 * page shows them first when the variant is chosen, and the first is its picture in the cart.
 */
export function VariantImages({ productId, variant, onClose }: { productId: string; variant: Variant; onClose: () => void }) {
  const t = useT()
  const pictures = useAssignablePictures(productId)
  if (pictures.isPending) return <Loading />
  if (pictures.isError) return <ErrorState error={pictures.error} retry={() => void pictures.refetch()} />
  if (!pictures.data.length) return <p className="text-sm text-stone-600">{t('products.noPicturesYet')}</p>
  return <Choice productId={productId} variant={variant} pictures={pictures.data} onClose={onClose} />
}

type ChoiceProps = { productId: string; variant: Variant; pictures: AssignablePicture[]; onClose: () => void }

function Choice({ productId, variant, pictures, onClose }: ChoiceProps) {
  const t = useT()
  const [chosen, setChosen] = useState(() => picturesOf(pictures, variant.id))
  const save = useChange({
    run: () => savePictures(productId, variant.id, pictures, chosen),
    invalidates: ['products', 'product-variants'],
    done: () => ({ key: 'products.variantPicturesSaved', params: { title: variant.title ?? '' } }),
  })
  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]))
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('products.variantPicturesHint')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {pictures.map((picture, index) => {
          const others = (picture.variants ?? []).filter((other) => other.id !== variant.id).length
          return (
            <li key={picture.id}>
              <label className={`block cursor-pointer rounded border-2 p-1 ${chosen.includes(picture.id) ? 'border-primary-600' : 'border-stone-200'}`}>
                <img src={imageSrc(picture.url) ?? ''} alt="" className="aspect-square w-full rounded object-cover" loading="lazy" />
                <span className="mt-1 flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={chosen.includes(picture.id)} onChange={() => toggle(picture.id)} data-picture={picture.url} />
                  {t('products.imageOf', { position: index + 1, count: pictures.length })}
                </span>
                {others > 0 && <span className="block text-xs text-stone-600">{t('products.pictureOfOthers', { count: others })}</span>}
              </label>
            </li>
          )
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button type="button" className="admin-btn-secondary" onClick={onClose} disabled={save.isPending}>
          {t('generic.cancel')}
        </button>
        <button
          type="button"
          className="admin-btn-primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
          onClick={() => void save.mutateAsync().then(onClose, () => undefined)}
        >
          {t('products.savePictures')}
        </button>
      </div>
    </div>
  )
}
