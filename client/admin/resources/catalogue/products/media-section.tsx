import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { AdminProduct } from '@medusajs/types'
import { useEffect, useId, useState } from 'react'
import { uploadImages } from '../../../api/uploads'
import { request } from '../../../engine/calls'
import type { SectionProps } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { useT } from '../../../i18n'
import { ImageCarousel } from '../../../ui/fields/image-carousel'
import { imageSrc } from '../../../ui/format'

type Image = { id?: string; url: string }

/** Pictures of a product in their order: drag (or move with the keyboard) to reorder, pick the thumbnail, add, remove. */
export default function MediaSection({ item: product }: SectionProps<AdminProduct>) {
  const t = useT()
  const inputId = useId()
  const stored = [...(product.images ?? [])]
    .sort((a, b) => ((a as { rank?: number }).rank ?? 0) - ((b as { rank?: number }).rank ?? 0))
    .map((image) => ({ id: image.id, url: image.url }))
  const [images, setImages] = useState<Image[]>(stored)
  const [thumbnail, setThumbnail] = useState<string | null>(product.thumbnail ?? stored[0]?.url ?? null)
  const [uploading, setUploading] = useState(false)
  const storedKey = stored.map((image) => image.url).join('|') + (product.thumbnail ?? '')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored list, compared by content (storedKey)
  useEffect(() => {
    setImages(stored)
    setThumbnail(product.thumbnail ?? stored[0]?.url ?? null)
  }, [storedKey])
  const changed = images.map((image) => image.url).join('|') + (thumbnail ?? '') !== storedKey
  const save = useChange({
    run: (next: { images: Image[]; thumbnail: string | null }) =>
      request(`/admin/products/${encodeURIComponent(product.id)}`, {
        method: 'POST',
        // a stored picture keeps its id: Medusa would make it anew without one, and it would lose the variants it is assigned to
        body: { images: next.images.map((image) => (image.id ? { id: image.id, url: image.url } : { url: image.url })), thumbnail: next.thumbnail },
      }),
    invalidates: ['products'],
    done: () => ({ key: 'products.mediaSaved', params: { title: product.title } }),
  })
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    setImages((list) =>
      arrayMove(
        list,
        list.findIndex((image) => image.url === active.id),
        list.findIndex((image) => image.url === over.id),
      ),
    )
  }
  const move = (index: number, by: number) => setImages((list) => arrayMove(list, index, Math.max(0, Math.min(list.length - 1, index + by))))
  const add = async (files: FileList | null) => {
    if (!files?.length) return
    setUploading(true)
    try {
      const uploaded = await uploadImages([...files])
      const next = [...images, ...uploaded.map((file) => ({ url: file.url }))]
      setImages(next)
      await save.mutateAsync({ images: next, thumbnail: thumbnail ?? next[0]?.url ?? null })
    } catch {
      // useChange has reported it
    } finally {
      setUploading(false)
    }
  }
  const remove = (url: string) => {
    setImages((list) => list.filter((image) => image.url !== url))
    if (thumbnail === url) setThumbnail(images.find((image) => image.url !== url)?.url ?? null)
  }

  return (
    <div className="flex flex-col gap-4 p-4">
      {images.length > 0 && (
        <div className="max-w-xs">
          <ImageCarousel images={images} label={t('products.media')} />
        </div>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={images.map((image) => image.url)} strategy={rectSortingStrategy}>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label={t('products.mediaOrder')}>
            {images.map((image, index) => (
              <SortableImage
                key={image.url}
                image={image}
                index={index}
                count={images.length}
                isThumbnail={thumbnail === image.url}
                onThumbnail={() => setThumbnail(image.url)}
                onRemove={() => remove(image.url)}
                onMove={(by) => move(index, by)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {images.length === 0 && <p className="text-sm text-stone-600">{t('products.noMedia')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="admin-btn-secondary cursor-pointer has-[:disabled]:opacity-60">
          <span aria-hidden="true" className={uploading ? 'i-ph-circle-notch animate-spin' : 'i-ph-upload-simple'} />
          {uploading ? t('products.uploading') : t('products.addImages')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={uploading}
            onChange={(event) => void add(event.target.files).finally(() => (event.target.value = ''))}
          />
        </label>
        {changed && (
          <button
            type="button"
            className="admin-btn-primary"
            disabled={save.isPending}
            onClick={() => void save.mutateAsync({ images, thumbnail }).catch(() => undefined)}
          >
            {t('products.saveMedia')}
          </button>
        )}
      </div>
    </div>
  )
}

type SortableImageProps = {
  image: Image
  index: number
  count: number
  isThumbnail: boolean
  onThumbnail: () => void
  onRemove: () => void
  onMove: (by: number) => void
}

function SortableImage({ image, index, count, isThumbnail, onThumbnail, onRemove, onMove }: SortableImageProps) {
  const t = useT()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: image.url })
  const position = { position: index + 1, count }
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative flex flex-col gap-2 rounded-lg border p-2 ${isThumbnail ? 'border-primary-500 ring-2 ring-primary-500' : 'border-stone-200'} ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-image={image.url}
    >
      <button type="button" className="cursor-grab touch-none" aria-label={t('products.dragImage', position)} {...attributes} {...listeners}>
        <img src={imageSrc(image.url) ?? ''} alt={t('products.imageOf', position)} className="aspect-square w-full rounded object-cover" loading="lazy" />
      </button>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className="admin-icon-btn h-8 w-8"
          aria-label={t('products.moveEarlier', position)}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true" className="i-ph-arrow-left" />
        </button>
        <button
          type="button"
          className="admin-icon-btn h-8 w-8"
          aria-label={t('products.moveLater', position)}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true" className="i-ph-arrow-right" />
        </button>
        <button
          type="button"
          className="admin-icon-btn h-8 w-8"
          aria-pressed={isThumbnail}
          aria-label={t('products.makeThumbnail', position)}
          onClick={onThumbnail}
        >
          <span aria-hidden="true" className={isThumbnail ? 'i-ph-star-fill text-primary-600' : 'i-ph-star'} />
        </button>
        <button type="button" className="admin-icon-btn ml-auto h-8 w-8 text-red-700" aria-label={t('products.removeImage', position)} onClick={onRemove}>
          <span aria-hidden="true" className="i-ph-trash" />
        </button>
      </div>
    </li>
  )
}
