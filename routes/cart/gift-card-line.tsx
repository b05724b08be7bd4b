import { useT } from '../../i18n'
import { GIFT_CARD_LINE } from '../../rules/gift-cards'
import { formatDate } from '../../rules/shop-dates'
import { dayStart } from '../../rules/shop-days'
import { usePage } from '../lib/page-context'
import type { LineItem } from './cart-state'

/** A bought gift card's line (Medusa's `is_giftcard`, which its store types leave out). */
export const isGiftCardLine = (item: LineItem) => Boolean((item as LineItem & { is_giftcard?: boolean | null }).is_giftcard)

const text = (metadata: LineItem['metadata'], key: string) => {
  const value = metadata?.[key]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/**
 * Under a gift card's line in cart, checkout and order pages: whom it is mailed to, on which day, with which message
 * (the line's `GIFT_CARD_LINE` metadata, rules/gift-cards.ts).
 */
export function GiftCardLineDetails({ item }: { item: LineItem }) {
  const t = useT()
  const { locale, country } = usePage()
  if (!isGiftCardLine(item)) return null
  const name = text(item.metadata, GIFT_CARD_LINE.recipientName)
  const email = text(item.metadata, GIFT_CARD_LINE.recipientEmail)
  const day = text(item.metadata, GIFT_CARD_LINE.deliverOn)
  const message = text(item.metadata, GIFT_CARD_LINE.message)
  const recipient = name && email ? `${name} (${email})` : (email ?? name)
  return (
    <div className="space-y-0.5 text-sm text-stone-600" data-testid="gift-card-details">
      <p>{recipient ? t('cart.giftCardLine.for', { recipient }) : t('cart.giftCardLine.forYou')}</p>
      <p>{day ? t('cart.giftCardLine.deliverOn', { date: formatDate(dayStart(day), locale, 'long', country) }) : t('cart.giftCardLine.whenPaid')}</p>
      {message && <p className="break-words">{t('cart.giftCardLine.message', { message })}</p>}
    </div>
  )
}
