import type { AdminProductCategory } from '@medusajs/types'
import type { SectionProps } from '../../../engine/resource'
import { useT } from '../../../i18n'
import { imageSrc } from '../../../ui/format'

export default function CategoryImage({ item }: SectionProps<AdminProductCategory>) {
  const t = useT()
  const image = typeof item.metadata?.image === 'string' ? item.metadata.image : ''
  return image ? (
    <img src={imageSrc(image) ?? ''} alt={item.name} className="m-4 w-48 rounded object-cover" loading="lazy" />
  ) : (
    <p className="px-4 py-3 text-sm text-stone-600">{t('categories.noImage')}</p>
  )
}
