import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useT } from '../../i18n'
import { GIFT_CARD_FREE_AMOUNT, GIFT_CARD_FREE_VALUE, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_OPTION, lastDeliveryDay } from '../../rules/gift-cards'
import { shopDay } from '../../rules/shop-days'
import type { ProductDetail } from '../api-types'
import { cartActions, useCartContext } from '../cart/use-cart'
import { TextArea, TextField } from '../content/form-field'
import { type GiftCardValues, giftCardSchema, lineOf } from '../forms/gift-card-schema'
import { useShopForm } from '../forms/use-shop-form'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'

/**
 * A gift card's purchase (rules/gift-cards.ts): one of the fixed amounts or an own amount, whom it is for, a message
 * and the day it is mailed, checked by the shop's rule and sent to the back end's route, which checks them again and
 * prices an own amount itself. A chunk of its own with its texts (`giftcard` part), loaded on a gift card's page only.
 */
export default function GiftCardPurchase({ product }: { product: ProductDetail }) {
  const t = useT()
  const { locale } = usePage()
  const ctx = useCartContext()
  const today = shopDay(Date.now())!
  const variants = product.variants.filter((variant) => variant.options[GIFT_CARD_OPTION])
  const free = variants.find((variant) => variant.options[GIFT_CARD_OPTION] === GIFT_CARD_FREE_VALUE) ?? null
  const fixed = variants.filter((variant) => variant !== free)
  const currency = (fixed[0] ?? free)?.price?.currency_code ?? 'eur'
  const start = fixed.find((variant) => variant.options[GIFT_CARD_OPTION] === '100') ?? fixed[0] ?? free
  const { field, handleSubmit, register, control } = useShopForm<GiftCardValues>(
    'gift-card',
    giftCardSchema(t, { freeVariant: free?.id ?? null, today, amount: (value) => formatMoney({ amount: value, currency_code: currency }, locale) }),
    {
      variant: start?.id ?? '',
      amount: '',
      recipientName: '',
      recipientEmail: '',
      message: '',
      deliverOn: '',
    },
  )
  const chosen = useWatch({ control, name: 'variant' })
  const message = useWatch({ control, name: 'message' }) ?? ''
  const [adding, setAdding] = useState(false)

  const submit = handleSubmit(async (values) => {
    setAdding(true)
    try {
      const line = lineOf(values, values.variant === free?.id)
      const { addGiftCard } = await cartActions()
      // the back end trims, checks and keeps them (empty fields: none)
      await addGiftCard(ctx, {
        variant_id: values.variant,
        amount: line.free ? (line.amount ?? null) : null,
        recipient_email: values.recipientEmail || null,
        recipient_name: values.recipientName || null,
        message: values.message || null,
        deliver_on: values.deliverOn || null,
      })
    } catch {
      // the cart actions have notified
    } finally {
      setAdding(false)
    }
  })

  const label = (variant: (typeof variants)[number]) =>
    variant === free ? t('giftCardPurchase.ownAmount') : variant.price ? formatMoney(variant.price, locale) : variant.options[GIFT_CARD_OPTION]!
  const money = (amount: number) => formatMoney({ amount, currency_code: currency }, locale)
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-7" data-testid="gift-card-form">
      <fieldset>
        <legend className="text-sm font-medium uppercase tracking-[0.15em] text-stone-800">{t('giftCardPurchase.amount')}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {variants.map((variant) => (
            <label key={variant.id} className="option-chip inline-flex min-h-11 min-w-11 items-center justify-center">
              <input type="radio" className="sr-only" value={variant.id} {...register('variant')} />
              <span>{label(variant)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {free && chosen === free.id && (
        <div className="max-w-xs">
          <TextField
            {...field('amount')}
            inputMode="numeric"
            autoComplete="off"
            label={t('giftCardPurchase.ownAmountLabel', { currency: currency.toUpperCase() })}
          />
          <p className="mt-1 text-xs text-stone-700">
            {t('giftCardPurchase.ownAmountHint', { min: money(GIFT_CARD_FREE_AMOUNT.min), max: money(GIFT_CARD_FREE_AMOUNT.max) })}
          </p>
        </div>
      )}
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium uppercase tracking-[0.15em] text-stone-800">{t('giftCardPurchase.recipient')}</legend>
        <p className="text-sm text-stone-700">{t('giftCardPurchase.recipientHint')}</p>
        <TextField {...field('recipientName')} autoComplete="off" label={t('giftCardPurchase.recipientName')} />
        <TextField {...field('recipientEmail')} type="email" autoComplete="off" label={t('giftCardPurchase.recipientEmail')} />
        <div>
          <TextArea {...field('message')} rows={4} maxLength={GIFT_CARD_MESSAGE_MAX} label={t('giftCardPurchase.message')} />
          <p className="mt-1 text-xs text-stone-700">{t('giftCardPurchase.messageCount', { count: message.length, max: GIFT_CARD_MESSAGE_MAX })}</p>
        </div>
        <div className="max-w-xs">
          <TextField {...field('deliverOn')} type="date" min={today} max={lastDeliveryDay(today)} label={t('giftCardPurchase.deliverOn')} />
          <p className="mt-1 text-xs text-stone-700">{t('giftCardPurchase.deliverOnHint')}</p>
        </div>
      </fieldset>
      <div className="space-y-2">
        <button type="submit" className="btn-primary w-full py-4 text-base sm:w-auto sm:min-w-72" disabled={adding} data-testid="add-to-cart">
          <span className={adding ? 'i-ph-circle-notch animate-spin text-lg' : 'i-ph-gift text-lg'} aria-hidden="true" />
          {adding ? t('giftCardPurchase.adding') : t('giftCardPurchase.add')}
        </button>
        <p className="text-xs text-stone-700">{t('giftCardPurchase.delivery')}</p>
        <p className="text-xs text-stone-700" data-testid="vat-note">
          {t('giftCardPurchase.vat')}
        </p>
      </div>
    </form>
  )
}
