import type { AdminProduct } from '@medusajs/types'
import { type ReactNode, useMemo, useState } from 'react'
import { request } from '../../../engine/calls'
import { ResourceForm } from '../../../engine/form/resource-form'
import type { SectionProps } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { useLocale, useT } from '../../../i18n'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { Drawer } from '../../../ui/drawer'
import { money } from '../../../ui/format'
import { ErrorState, Loading } from '../../../ui/query-state'
import { PriceGrid } from './price-grid'
import { keyOfPrice, type Price } from './prices'
import { useVariant, useVariants, type Variant } from './product-variants'
import { StockGrid } from './stock-grid'
import { type VariantValues, variantForm } from './variant-form'
import { VariantImages } from './variant-images-dialog'

/**
 * The variants of a product: list, create, edit (with the inventory item it draws stock from), delete, and the
 * price and stock grids for all of them, each variant's pictures. Calls: GET/POST /admin/products/{id}/variants, POST/DELETE /variants/{variantId},
 * POST /variants/batch (the grid), POST /variants/inventory-items/batch (the link).
 */
export default function VariantsSection({ item: product }: SectionProps<AdminProduct>) {
  const t = useT()
  const locale = useLocale()
  const variants = useVariants(product.id)
  const [editing, setEditing] = useState<Variant | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Variant | null>(null)
  const [pricing, setPricing] = useState(false)
  const [stocking, setStocking] = useState(false)
  const [picturing, setPicturing] = useState<Variant | null>(null)
  const base = `/admin/products/${encodeURIComponent(product.id)}/variants`
  const form = useMemo(() => variantForm(product), [product])
  const save = useChange({
    run: async ({ variant, body, values }: { variant?: Variant; body: Record<string, unknown>; values: VariantValues }) => {
      const answer = await request<{ product: AdminProduct & { variants?: Variant[] } }>(variant ? `${base}/${encodeURIComponent(variant.id)}` : base, {
        method: 'POST',
        body: variant ? body : { ...body, prices: [] },
      })
      const saved = variant ?? answer.product.variants?.find((candidate) => candidate.title === body.title)
      const before = variant?.inventory_items?.[0]?.inventory_item_id ?? null
      if (saved && values.inventory_item_id !== before) {
        await request(`${base}/inventory-items/batch`, {
          method: 'POST',
          body: {
            create: values.inventory_item_id ? [{ variant_id: saved.id, inventory_item_id: values.inventory_item_id, required_quantity: 1 }] : [],
            delete: before ? [{ variant_id: saved.id, inventory_item_id: before }] : [],
          },
        })
      }
    },
    invalidates: ['products', 'product-variants', 'inventory-items'],
    done: (_, { body }) => ({ key: 'products.variantSaved', params: { title: String(body.title) } }),
    quiet: true,
  })
  const remove = useChange({
    run: (variant: Variant) => request(`${base}/${encodeURIComponent(variant.id)}`, { method: 'DELETE' }),
    invalidates: ['products', 'product-variants', 'inventory-items'],
    done: (_, variant) => ({ key: 'products.variantDeleted', params: { title: variant.title ?? '' } }),
  })
  if (variants.isPending) return <Loading />
  if (variants.isError) return <ErrorState error={variants.error} retry={() => void variants.refetch()} />
  const list = variants.data.variants
  const firstPrice = (variant: Variant) => {
    const price = ((variant.prices ?? []) as Price[]).find((candidate) => keyOfPrice(candidate)?.startsWith('currency:'))
    return price ? money(price.amount, price.currency_code, locale) : '–'
  }
  return (
    <div className="flex flex-col">
      {list.length === 0 ? (
        <p className="p-4 text-sm text-stone-600">{t('products.noVariants')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="admin-table">
            <caption className="sr-only">{t('fields.variants')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fields.variant')}</th>
                <th scope="col">{t('fields.sku')}</th>
                <th scope="col">{t('fields.ean')}</th>
                <th scope="col">{t('products.inventoryItem')}</th>
                <th scope="col" className="text-right">
                  {t('fields.price')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('engine.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((variant) => (
                <tr key={variant.id} data-variant={variant.sku ?? variant.id}>
                  <th scope="row">
                    {variant.title}
                    <span className="block text-xs font-normal text-stone-600">{(variant.options ?? []).map((value) => value.value).join(' · ')}</span>
                  </th>
                  <td>{variant.sku || '–'}</td>
                  <td>{variant.ean || '–'}</td>
                  <td>
                    {variant.manage_inventory
                      ? (variant.inventory_items?.[0]?.inventory?.sku ?? variant.inventory_items?.[0]?.inventory_item_id ?? '–')
                      : t('products.notManaged')}
                  </td>
                  <td className="text-right tabular-nums">{firstPrice(variant)}</td>
                  <td className="whitespace-nowrap text-right">
                    <button
                      type="button"
                      className="admin-icon-btn h-8 w-8"
                      aria-label={t('products.variantPictures', { title: variant.title ?? '' })}
                      onClick={() => setPicturing(variant)}
                    >
                      <span aria-hidden="true" className="i-ph-images" />
                    </button>
                    <button
                      type="button"
                      className="admin-icon-btn h-8 w-8"
                      aria-label={t('products.editVariant', { title: variant.title ?? '' })}
                      onClick={() => setEditing(variant)}
                    >
                      <span aria-hidden="true" className="i-ph-pencil-simple" />
                    </button>
                    <button
                      type="button"
                      className="admin-icon-btn h-8 w-8 text-red-700"
                      aria-label={t('products.deleteVariant', { title: variant.title ?? '' })}
                      onClick={() => setDeleting(variant)}
                    >
                      <span aria-hidden="true" className="i-ph-trash" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2 border-t border-stone-200 p-4">
        <button type="button" className="admin-btn-secondary" onClick={() => setEditing('new')}>
          <span aria-hidden="true" className="i-ph-plus" />
          {t('products.addVariant')}
        </button>
        {list.length > 0 && (
          <button type="button" className="admin-btn-secondary" onClick={() => setPricing(true)}>
            <span aria-hidden="true" className="i-ph-currency-eur" />
            {t('products.editPrices')}
          </button>
        )}
        {list.some((variant) => variant.manage_inventory) && (
          <button type="button" className="admin-btn-secondary" onClick={() => setStocking(true)}>
            <span aria-hidden="true" className="i-ph-package" />
            {t('products.editStock')}
          </button>
        )}
      </div>
      {editing && (
        <Drawer
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing === 'new' ? t('products.addVariant') : t('products.editVariant', { title: editing.title ?? '' })}
        >
          {editing === 'new' ? (
            <ResourceForm
              spec={form}
              submitLabel={t('engine.save')}
              onCancel={() => setEditing(null)}
              onSubmit={async (body, values) => {
                await save.mutateAsync({ body, values: values as VariantValues })
                setEditing(null)
              }}
            />
          ) : (
            <EditVariant
              productId={product.id}
              variantId={editing.id}
              render={(variant) => (
                <ResourceForm
                  spec={form}
                  item={variant}
                  submitLabel={t('engine.save')}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (body, values) => {
                    await save.mutateAsync({ variant, body, values: values as VariantValues })
                    setEditing(null)
                  }}
                />
              )}
            />
          )}
        </Drawer>
      )}
      {pricing && (
        <Drawer open wide onOpenChange={(open) => !open && setPricing(false)} title={t('products.priceGrid')}>
          <PriceGrid productId={product.id} variants={list} onClose={() => setPricing(false)} />
        </Drawer>
      )}
      {stocking && (
        <Drawer open wide onOpenChange={(open) => !open && setStocking(false)} title={t('products.stockGrid')}>
          <StockGrid variants={list} onClose={() => setStocking(false)} />
        </Drawer>
      )}
      {picturing && (
        <Drawer open onOpenChange={(open) => !open && setPicturing(null)} title={t('products.variantPictures', { title: picturing.title ?? '' })}>
          <VariantImages productId={product.id} variant={picturing} onClose={() => setPicturing(null)} />
        </Drawer>
      )}
      {deleting && (
        <ConfirmModal
          title={t('products.deleteVariant', { title: deleting.title ?? '' })}
          text={t('products.deleteVariantText')}
          confirmLabel={t('engine.delete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            void remove.mutateAsync(deleting).then(
              () => setDeleting(null),
              () => undefined,
            )
          }
        />
      )}
    </div>
  )
}

/** The variant read fresh (GET …/variants/{variantId}) with its prices shown, then its form. */
function EditVariant({ productId, variantId, render }: { productId: string; variantId: string; render: (variant: Variant) => ReactNode }) {
  const t = useT()
  const locale = useLocale()
  const variant = useVariant(productId, variantId)
  if (variant.isPending) return <Loading />
  if (variant.isError) return <ErrorState error={variant.error} retry={() => void variant.refetch()} />
  const prices = ((variant.data.prices ?? []) as Price[]).filter((price) => keyOfPrice(price)?.startsWith('currency:'))
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700" data-testid="variant-prices">
        {t('variantForm.prices', { prices: prices.map((price) => money(price.amount, price.currency_code, locale)).join(' · ') || '–' })}
      </p>
      {render(variant.data)}
    </div>
  )
}
