import { useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { describeError } from '../../../api/errors'
import { uploadImages } from '../../../api/uploads'
import type { FieldProps } from '../../../engine/resource'
import { useT } from '../../../i18n'
import { imageSrc } from '../../../ui/format'

/** One picture (a category's): the current one, replaced by an upload through the presigned flow, or removed. */
export function ImageField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const id = useId()
  const { setValue, control } = useFormContext()
  const value = useWatch({ control, name }) as string | undefined
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setError(null)
    try {
      const [uploaded] = await uploadImages([file])
      setValue(name, uploaded.url, { shouldDirty: true })
    } catch (failure) {
      setError(describeError(t, failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {value ? <img src={imageSrc(value) ?? ''} alt={label} className="h-20 w-20 rounded object-cover ring-1 ring-stone-200" /> : <span className="flex h-20 w-20 items-center justify-center rounded bg-stone-100 text-stone-400"><span aria-hidden="true" className="i-ph-image text-2xl" /></span>}
      <label htmlFor={id} className="admin-btn-secondary cursor-pointer">
        <span aria-hidden="true" className={busy ? 'i-ph-circle-notch animate-spin' : 'i-ph-upload-simple'} />
        {t('categories.uploadImage')}
        <input id={id} type="file" accept="image/*" className="sr-only" disabled={disabled || busy} onChange={(event) => void upload(event.target.files?.[0]).finally(() => (event.target.value = ''))} />
      </label>
      {value && (
        <button type="button" className="admin-link text-sm text-red-700" onClick={() => setValue(name, '', { shouldDirty: true })} disabled={disabled}>
          {t('categories.removeImage')}
        </button>
      )}
      {error && <p role="alert" className="w-full text-sm text-red-700">{error}</p>}
    </div>
  )
}
