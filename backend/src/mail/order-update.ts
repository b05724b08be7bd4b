import { addressLines, type PostalAddress } from '../rules/address-lines'
import { orderLocale } from '../rules/languages'
import { formatMoney } from '../rules/money'
import { type MailBlock, type MailLocale, type RenderedMail, renderMail } from './layout'
import { ORDER_UPDATE_TEXTS } from './order-update-texts'

/** The order as these mails read it. */
export type UpdateOrder = {
  display_id: number
  email: string
  currency_code: string
  metadata?: Record<string, unknown> | null
  shipping_address?: PostalAddress | null
}

/** How money the customer is told about arrived (see ./paid-by.ts). */
export type PaidBy = 'transfer' | 'link'

/** What happened, with what the mail says about it. */
export type OrderUpdate =
  /**
   * `by`: a bank transfer staff booked, or a payment link the customer paid (what was owed after a change).
   * `gift_cards`: an order of gift cards alone, which ships nothing; its invoice is issued now (`invoice_number`).
   */
  | { kind: 'paid'; amount: number; by: PaidBy; gift_cards?: boolean; invoice_number?: string | null }
  | { kind: 'shipped'; parcels: { tracking_number: string; tracking_url: string | null }[]; invoice_number: string | null }
  | { kind: 'delivered' }
  /** `gift_card`: the code of the card the amount went back onto (none: a money refund). */
  | { kind: 'refunded'; amount: number; credit_note_number: string | null; gift_card?: string | null }
  /** `refunded`: what the cancellation paid back at once (Medusa refunds every captured payment), 0 before the money came. */
  | { kind: 'canceled'; bank_transfer: boolean; refunded: number }

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

/** A carrier's link is shown only when it is a web address (staff type it; a mail link must be http or https). */
const webLink = (url: string | null) => (url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null)

/**
 * A mail about a change to the customer's order, in the order's language and the shop's layout: paid (a bank
 * transfer arrived, or a payment link was paid), shipped (tracking numbers and the carrier's links; the invoice attached by the sender),
 * delivered, refunded (the amount; the credit note attached by the sender), cancelled (with what it refunded).
 */
export function orderUpdateMail(order: UpdateOrder, update: OrderUpdate): RenderedMail & { locale: MailLocale } {
  const locale = orderLocale(order)
  const t = ORDER_UPDATE_TEXTS[locale]
  const price = (amount: number) => formatMoney(amount, order.currency_code, locale)
  const a = order.shipping_address
  const name = [a?.first_name, a?.last_name].filter(Boolean).join(' ') || order.email
  const numberRow = { label: t.number, value: String(order.display_id) }
  const id = { id: order.display_id }
  const blocks = (): { subject: string; preheader: string; blocks: MailBlock[] } => {
    switch (update.kind) {
      case 'paid': {
        const words = update.by === 'link' ? t.linkPaid : t.paid
        const body = fill(update.gift_cards && update.by === 'transfer' ? t.paid.giftCards : words.body, { amount: price(update.amount) })
        const invoice = update.invoice_number ? `\n${fill(t.paid.invoice, { number: update.invoice_number })}` : ''
        return {
          subject: fill(words.subject, id),
          preheader: words.preheader,
          blocks: [`${body}${invoice}`, { rows: [numberRow, { label: words.amount, value: price(update.amount) }] }],
        }
      }
      case 'shipped': {
        const address = a ? addressLines(a, { locale }) : []
        const links = update.parcels.flatMap((parcel) => {
          const url = webLink(parcel.tracking_url)
          return url ? [{ action: { label: update.parcels.length > 1 ? `${t.shipped.track} (${parcel.tracking_number})` : t.shipped.track, url } }] : []
        })
        return {
          ...t.shipped,
          subject: fill(t.shipped.subject, id),
          blocks: [
            update.invoice_number ? `${t.shipped.body}\n${fill(t.shipped.invoice, { number: update.invoice_number })}` : t.shipped.body,
            { rows: [numberRow, ...update.parcels.map((parcel) => ({ label: t.shipped.tracking, value: parcel.tracking_number, nowrap: true }))] },
            ...links,
            ...(address.length ? [{ heading: t.shipped.address, lines: address }] : []),
          ],
        }
      }
      case 'delivered':
        return { ...t.delivered, subject: fill(t.delivered.subject, id), blocks: [t.delivered.body, { rows: [numberRow] }, t.delivered.returns] }
      case 'refunded':
        return {
          ...t.refunded,
          subject: fill(t.refunded.subject, id),
          blocks: [
            [
              fill(update.gift_card ? t.refunded.giftCard : t.refunded.body, { amount: price(update.amount), code: update.gift_card ?? '' }),
              ...(update.credit_note_number ? [fill(t.refunded.creditNote, { number: update.credit_note_number })] : []),
            ].join('\n'),
            { rows: [numberRow, { label: t.refunded.amount, value: price(update.amount) }] },
          ],
        }
      case 'canceled':
        return {
          ...t.canceled,
          subject: fill(t.canceled.subject, id),
          blocks:
            update.refunded > 0
              ? [
                  `${t.canceled.body}\n${fill(t.canceled.refund, { amount: price(update.refunded) })}`,
                  { rows: [numberRow, { label: t.refunded.amount, value: price(update.refunded) }] },
                ]
              : [t.canceled.body, { rows: [numberRow] }, ...(update.bank_transfer ? [t.canceled.bankNote] : [])],
        }
    }
  }
  const content = blocks()
  const mail = renderMail({
    locale,
    subject: content.subject,
    preheader: content.preheader,
    greeting: fill(t.greeting, { name }),
    blocks: [...content.blocks, t.questions],
    footer: { text: t.footer },
  })
  return { ...mail, locale }
}
