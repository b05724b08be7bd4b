import { useEffect, useId, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { describeError } from '../../../api/errors'
import { discardUploads, type UploadedFile, uploadImages } from '../../../api/uploads'
import type { FieldProps } from '../../../engine/resource'
import { useT } from '../../../i18n'
import { imageSrc } from '../../../ui/format'

/**
 * One picture (a category's): the current one, replaced by an upload through the presigned flow, or removed.
 * A picture uploaded here stays in the file store only when the form is saved with it: replaced or removed
 * before saving, or left in a form that is closed unsaved, it is deleted again (DELETE /admin/uploads/{id}).
 * The picture the category had before is never deleted here (the shop's cached pages may still show it).
 */
export function ImageField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const id = useId()
  const { setValue, control, formState, getValues } = useFormContext()
  const value = useWatch({ control, name }) as string | undefined
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // the upload of this form not saved yet, and what the form knows when it goes away
  const unsaved = useRef<UploadedFile | null>(null)
  const submitting = useRef(false)
  submitting.current = formState.isSubmitting
  // the value the form was last saved with (react-hook-form's default values, reset after a save)
  const defaults = useRef(formState.defaultValues)
  defaults.current = formState.defaultValues
  const saved = () => readPath(defaults.current, name)
  const discardUnsaved = () => {
    const upload = unsaved.current
    unsaved.current = null
    if (upload && upload.url !== saved()) void discardUploads([upload])
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the field goes away, with what it holds then
  useEffect(
    () => () => {
      // unmounted while saving: the form was saved (with this picture); otherwise it was closed unsaved
      if (!submitting.current && unsaved.current && getValues(name) !== saved()) discardUnsaved()
    },
    [],
  )
  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setError(null)
    try {
      const [uploaded] = await uploadImages([file])
      discardUnsaved()
      unsaved.current = uploaded
      setValue(name, uploaded.url, { shouldDirty: true })
    } catch (failure) {
      setError(describeError(t, failure))
    } finally {
      setBusy(false)
    }
  }
  const remove = () => {
    discardUnsaved()
    setValue(name, '', { shouldDirty: true })
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {value ? (
        <img src={imageSrc(value) ?? ''} alt={label} className="h-20 w-20 rounded object-cover ring-1 ring-stone-200" />
      ) : (
        <span className="flex h-20 w-20 items-center justify-center rounded bg-stone-100 text-stone-400">
          <span aria-hidden="true" className="i-ph-image text-2xl" />
        </span>
      )}
      <label htmlFor={id} className="admin-btn-secondary cursor-pointer">
        <span aria-hidden="true" className={busy ? 'i-ph-circle-notch animate-spin' : 'i-ph-upload-simple'} />
        {t('categories.uploadImage')}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={disabled || busy}
          onChange={(event) => void upload(event.target.files?.[0]).finally(() => (event.target.value = ''))}
        />
      </label>
      {value && (
        <button type="button" className="admin-link text-sm text-red-700" onClick={remove} disabled={disabled}>
          {t('categories.removeImage')}
        </button>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

const readPath = (values: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values)
