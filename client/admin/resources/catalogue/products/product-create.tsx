import { zodResolver } from '@hookform/resolvers/zod'
import type { AdminProduct } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { Controller, type FieldValues, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useLocation } from 'wouter'
import { z } from 'zod'
import { describeError, toApiError } from '../../../api/errors'
import { withUploadedImages } from '../../../api/uploads'
import { request } from '../../../engine/calls'
import { errorsOf, fieldOfMessage } from '../../../engine/field-errors'
import { FormField } from '../../../engine/form/form-field'
import { customIssue, zodMessage } from '../../../engine/form/zod-messages'
import { resolveFields } from '../../../engine/schema-fields'
import { useChange } from '../../../engine/use-resource'
import { useLocale, useT } from '../../../i18n'
import { usePageTitle } from '../../../shell/page-title'
import { AmountCell } from '../../../ui/fields/amount-cell'
import { StringsInput } from '../../../ui/fields/strings-input'
import { PageHeader } from '../../../ui/page-header'
import { usePriceColumns } from './price-columns'
import { requiredCurrencies } from './prices'
import { productBody, productFormFields, productSchema, productValues } from './product-form'
import { variantMatrix } from './variant-matrix'

const variantSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  title: z.string().trim().min(1).max(200),
  sku: z.string().trim().max(100),
  prices: z.record(z.string(), z.number().min(0).nullable().optional()),
})
const createShape = {
  options: z.array(z.object({ title: z.string().trim().min(1).max(100), values: z.array(z.string().trim().min(1).max(100)).min(1).max(50) })).max(5),
  variants: z.array(variantSchema),
}
const createSchema = productSchema.extend(createShape)
type CreateValues = z.infer<typeof createSchema>

/** The create form's schema: a variant it creates needs a price in every required currency (`requiredCurrencies`). */
const createSchemaFor = (required: readonly string[]) =>
  productSchema.extend({
    ...createShape,
    variants: z.array(
      variantSchema.superRefine((variant, context) => {
        if (!variant.enabled) return
        for (const currency of required)
          if (variant.prices[currency] === null || variant.prices[currency] === undefined)
            context.addIssue(customIssue('products.priceMissing', ['prices', currency], { currency: currency.toUpperCase() }))
      }),
    ),
  })

/** The basic fields come from the product form's description; options, matrix and pictures are this workflow's own. */
const BASIC_FIELDS = productFormFields.filter((field) => !field.name.startsWith('metadata.video'))

/**
 * Creating a product is a workflow: its texts in both languages, options (ring sizes × alloys) that generate
 * the variant matrix, SKUs and prices per currency for each variant, and pictures uploaded through the
 * presigned flow; then one POST /admin/products with all of it.
 */
export default function ProductCreate() {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  usePageTitle(t('resources.products.new'))
  const currencies = usePriceColumns()
  const store = useQuery({
    queryKey: ['stores', 'detail', 'default-channel'],
    queryFn: ({ signal }) =>
      request<{ stores: { default_sales_channel_id?: string | null }[] }>('/admin/stores', { query: { fields: 'id,default_sales_channel_id' }, signal }),
  })
  const profiles = useQuery({
    queryKey: ['shipping-profiles', 'list', 'default'],
    queryFn: ({ signal }) =>
      request<{ shipping_profiles: { id: string }[] }>('/admin/shipping-profiles', { query: { type: 'default', fields: 'id', limit: 1 }, signal }),
  })
  const required = useMemo(() => requiredCurrencies(currencies.data ?? []), [currencies.data])
  const schema = useMemo(() => createSchemaFor(required), [required])
  const form = useForm<CreateValues>({
    resolver: zodResolver(schema, { error: (issue) => zodMessage(t, issue) }),
    defaultValues: { ...productValues(), options: [{ title: '', values: [] }], variants: [] },
    mode: 'onTouched',
  })
  const basics = useMemo(() => resolveFields(createSchema, BASIC_FIELDS), [])
  const options = useFieldArray({ control: form.control, name: 'options' })
  const [files, setFiles] = useState<File[]>([])
  const [formError, setFormError] = useState<string | null>(null)
  const fileId = useId()
  const defaultChannel = store.data?.stores[0]?.default_sales_channel_id
  useEffect(() => {
    if (defaultChannel && !form.getValues('sales_channel_ids').length) form.setValue('sales_channel_ids', [defaultChannel])
  }, [defaultChannel, form])
  const defaultProfile = profiles.data?.shipping_profiles[0]?.id
  useEffect(() => {
    if (defaultProfile && !form.getValues('shipping_profile_id')) form.setValue('shipping_profile_id', defaultProfile)
  }, [defaultProfile, form])

  // the matrix follows the options; SKUs, prices and choices already made for a combination are kept
  const watchedOptions = useWatch({ control: form.control, name: 'options' })
  const handle = useWatch({ control: form.control, name: 'handle' })
  const title = useWatch({ control: form.control, name: 'title' })
  const matrix = useMemo(() => variantMatrix(watchedOptions ?? [], handle || title || ''), [watchedOptions, handle, title])
  useEffect(() => {
    const current = form.getValues('variants')
    form.setValue(
      'variants',
      matrix.map((row) => {
        const known = current.find((variant) => variant.key === row.key)
        return known ? { ...known, title: known.title || row.title } : { key: row.key, enabled: true, title: row.title, sku: row.sku, prices: {} }
      }),
    )
  }, [matrix, form])
  const variants = useWatch({ control: form.control, name: 'variants' })
  const priceColumns = (currencies.data ?? []).filter((column) => !column.region_id)

  const create = useChange({
    run: (body: Record<string, unknown>) => request<{ product: AdminProduct }>('/admin/products', { method: 'POST', body }),
    invalidates: ['products', 'product-variants', 'inventory-items', 'collections', 'product-categories'],
    done: ({ product }) => ({ key: 'engine.created', params: { title: product.title } }),
    quiet: true,
  })

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null)
      try {
        // pictures of a product Medusa refuses are deleted again (withUploadedImages)
        const { product } = await withUploadedImages(files, async (images) => {
          const chosen = values.variants.filter((variant) => variant.enabled)
          const usableOptions = values.options.filter((option) => option.title && option.values.length)
          const body = {
            ...productBody(values),
            options: usableOptions.length ? usableOptions : [{ title: t('products.defaultOption'), values: [t('products.defaultOptionValue')] }],
            variants: (chosen.length ? chosen : [{ key: '', title: values.title, sku: '', prices: {} as Record<string, number | null> }]).map((variant) => ({
              title: variant.title,
              ...(variant.sku ? { sku: variant.sku } : {}),
              manage_inventory: true,
              options: usableOptions.length
                ? matrix.find((row) => row.key === variant.key)?.options
                : { [t('products.defaultOption')]: t('products.defaultOptionValue') },
              prices: Object.entries(variant.prices).flatMap(([currency_code, amount]) =>
                amount === null || amount === undefined || Number.isNaN(amount) ? [] : [{ currency_code, amount }],
              ),
            })),
            images: images.map((image) => ({ url: image.url })),
            thumbnail: images[0]?.url ?? null,
          }
          return create.mutateAsync(body)
        })
        navigate(`~/admin/${locale}/products/${encodeURIComponent(product.id)}`, { replace: true })
      } catch (error) {
        const { status, message } = toApiError(error)
        const field =
          status === 400
            ? fieldOfMessage(
                message,
                BASIC_FIELDS.map((f) => f.name),
              )
            : null
        if (field) {
          form.setError(field, { type: 'server', message })
          form.setFocus(field)
        } else setFormError(describeError(t, error))
      }
    },
    (errors) => {
      // the basics show their errors under their fields; the rest (options, the matrix's cells) is named here too, so
      // the button never does nothing without saying why
      const shown = new Set(basics.map((field) => field.name))
      const where = (path: string) => {
        const [kind, index, part, currency] = path.split('.')
        const variant = form.getValues('variants')[Number(index)]
        if (kind === 'variants' && part === 'prices') return t('products.priceCell', { variant: variant?.title ?? '', column: currency.toUpperCase() })
        if (kind === 'variants') return t('products.variantTitle', { number: Number(index) + 1 })
        if (kind === 'options') return t('products.optionNumber', { number: Number(index) + 1 })
        return path
      }
      const problems = errorsOf(errors).filter(({ path }) => !shown.has(path))
      setFormError(problems.length ? t('form.notSaved', { problems: problems.map(({ path, message }) => `${where(path)}: ${message}`).join(' · ') }) : null)
    },
  )

  const busy = form.formState.isSubmitting
  return (
    <>
      <PageHeader title={t('resources.products.new')} />
      <FormProvider {...(form as unknown as ReturnType<typeof useForm<FieldValues>>)}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-5xl flex-col gap-6">
          <section className="admin-card p-5" aria-labelledby="create-basics">
            <h2 id="create-basics" className="mb-4 font-semibold text-stone-900">
              {t('products.basics')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {basics.map((field) => (
                <FormField key={field.name} field={field} disabled={busy} />
              ))}
            </div>
          </section>

          <section className="admin-card p-5" aria-labelledby="create-options">
            <h2 id="create-options" className="font-semibold text-stone-900">
              {t('products.options')}
            </h2>
            <p className="mb-4 mt-1 text-sm text-stone-600">{t('products.optionsHint')}</p>
            <div className="flex flex-col gap-4">
              {options.fields.map((option, index) => (
                <fieldset key={option.id} className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[12rem_1fr_auto]" data-option={index}>
                  <legend className="sr-only">{t('products.optionNumber', { number: index + 1 })}</legend>
                  <div className="flex flex-col gap-1 text-sm font-medium text-stone-800">
                    <label htmlFor={`option-title-${index}`}>{t('products.optionTitle')}</label>
                    <input
                      id={`option-title-${index}`}
                      {...form.register(`options.${index}.title`)}
                      aria-describedby={`option-title-error-${index}`}
                      className="admin-input"
                      disabled={busy}
                    />
                    <span id={`option-title-error-${index}`} className="text-sm font-normal text-red-700">
                      {form.formState.errors.options?.[index]?.title?.message}
                    </span>
                  </div>
                  <div className="flex flex-col gap-1 text-sm font-medium text-stone-800">
                    <span id={`option-values-${index}`}>{t('products.optionValues')}</span>
                    <Controller
                      control={form.control}
                      name={`options.${index}.values`}
                      render={({ field }) => (
                        <StringsInput
                          value={field.value}
                          onChange={field.onChange}
                          label={t('products.optionValues')}
                          describedBy={`option-values-${index}`}
                          disabled={busy}
                        />
                      )}
                    />
                    <span className="text-sm font-normal text-red-700">{form.formState.errors.options?.[index]?.values?.message}</span>
                  </div>
                  <button
                    type="button"
                    className="admin-icon-btn self-end text-red-700"
                    aria-label={t('products.removeOption', { number: index + 1 })}
                    onClick={() => options.remove(index)}
                    disabled={busy}
                  >
                    <span aria-hidden="true" className="i-ph-trash" />
                  </button>
                </fieldset>
              ))}
              {options.fields.length < 5 && (
                <button
                  type="button"
                  className="admin-btn-secondary self-start"
                  onClick={() => options.append({ title: '', values: [] }, { shouldFocus: true })}
                  disabled={busy}
                >
                  <span aria-hidden="true" className="i-ph-plus" />
                  {t('products.addOption')}
                </button>
              )}
            </div>
          </section>

          <section className="admin-card" aria-labelledby="create-variants">
            <div className="p-5 pb-3">
              <h2 id="create-variants" className="font-semibold text-stone-900">
                {t('fields.variants')}
              </h2>
              <p className="mt-1 text-sm text-stone-600">{matrix.length ? t('products.matrixHint', { count: matrix.length }) : t('products.matrixEmpty')}</p>
              {required.length > 0 && (
                <p className="mt-1 text-sm text-stone-600">
                  {t('products.requiredPrices', { currencies: required.map((code) => code.toUpperCase()).join(', ') })}
                </p>
              )}
            </div>
            {matrix.length > 0 && (
              <div className="overflow-x-auto">
                <table className="admin-table admin-grid">
                  <caption className="sr-only">{t('products.matrix')}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="w-10">
                        <span className="sr-only">{t('products.include')}</span>
                      </th>
                      <th scope="col">{t('fields.variant')}</th>
                      <th scope="col">{t('fields.sku')}</th>
                      {priceColumns.map((column) => (
                        <th key={column.key} scope="col" className="text-right">
                          {t('products.priceIn', { currency: column.label })}
                          {required.includes(column.currency_code) && (
                            <span aria-hidden="true" className="text-red-700">
                              {' '}
                              *
                            </span>
                          )}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {(variants ?? []).map((variant, index) => (
                      <tr key={variant.key} data-variant={variant.title}>
                        <td>
                          <input
                            type="checkbox"
                            className="admin-checkbox"
                            aria-label={t('products.includeVariant', { title: variant.title })}
                            {...form.register(`variants.${index}.enabled`)}
                            disabled={busy}
                          />
                        </td>
                        <th scope="row">
                          <input
                            aria-label={t('products.variantTitle', { number: index + 1 })}
                            {...form.register(`variants.${index}.title`)}
                            className="admin-grid-input text-left"
                            disabled={busy}
                          />
                        </th>
                        <td>
                          <input
                            aria-label={t('products.variantSku', { title: variant.title })}
                            {...form.register(`variants.${index}.sku`)}
                            className="admin-grid-input text-left"
                            disabled={busy}
                          />
                        </td>
                        {priceColumns.map((column) => (
                          <td key={column.key}>
                            <Controller
                              control={form.control}
                              name={`variants.${index}.prices.${column.currency_code}`}
                              render={({ field, fieldState }) => (
                                <>
                                  <AmountCell
                                    ref={field.ref}
                                    aria-label={t('products.priceCell', { variant: variant.title, column: column.label })}
                                    aria-required={required.includes(column.currency_code) || undefined}
                                    aria-describedby={fieldState.error ? `price-error-${index}-${column.currency_code}` : undefined}
                                    value={field.value}
                                    onChange={field.onChange}
                                    onBlur={field.onBlur}
                                    disabled={busy}
                                  />
                                  {fieldState.error?.message && (
                                    <span id={`price-error-${index}-${column.currency_code}`} className="block px-2 text-xs text-red-700">
                                      {fieldState.error.message}
                                    </span>
                                  )}
                                </>
                              )}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section className="admin-card p-5" aria-labelledby="create-media">
            <h2 id="create-media" className="font-semibold text-stone-900">
              {t('products.media')}
            </h2>
            <p className="mb-3 mt-1 text-sm text-stone-600">{t('products.mediaHint')}</p>
            <label htmlFor={fileId} className="admin-btn-secondary cursor-pointer">
              <span aria-hidden="true" className="i-ph-upload-simple" />
              {t('products.addImages')}
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])]
                setFiles((list) => [...list, ...chosen])
                event.target.value = ''
              }}
            />
            {files.length > 0 && (
              <ol className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label={t('products.mediaOrder')}>
                {files.map((file, index) => (
                  <li key={`${file.name}-${index}`} className="flex flex-col gap-1 text-xs text-stone-700">
                    <FilePreview file={file} />
                    <span className="truncate">{index === 0 ? `★ ${file.name}` : file.name}</span>
                    <button type="button" className="admin-link text-xs text-red-700" onClick={() => setFiles((list) => list.filter((_, i) => i !== index))}>
                      {t('products.removeImage', { position: index + 1, count: files.length })}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>

          {formError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {formError}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="admin-btn-secondary" onClick={() => navigate(`~/admin/${locale}/products`)} disabled={busy}>
              {t('generic.cancel')}
            </button>
            <button type="submit" className="admin-btn-primary" disabled={busy} aria-busy={busy}>
              {busy && <span aria-hidden="true" className="i-ph-circle-notch animate-spin" />}
              {t('products.createProduct')}
            </button>
          </div>
        </form>
      </FormProvider>
    </>
  )
}

function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return url ? (
    <img src={url} alt="" className="aspect-square w-full rounded object-cover ring-1 ring-stone-200" />
  ) : (
    <span className="aspect-square w-full rounded bg-stone-100" />
  )
}
