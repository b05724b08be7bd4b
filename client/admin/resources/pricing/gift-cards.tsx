import { z } from 'zod'
import { cardRefusal, disabledCard, enabledCard, isDisabled } from '../../../../rules/gift-cards'
import { dayEnd } from '../../../../rules/shop-days'
import { request } from '../../engine/calls'
import { childOf } from '../../engine/children/child-spec'
import { valueText } from '../../engine/columns'
import { type ActionSpec, defineResource, formOf, type RenderContext } from '../../engine/resource'
import { money } from '../../ui/format'
import { REGISTRY, registered } from '../registry'
import { CurrencySelect } from './currency-select'

/** A gift card as the loyalty plugin's admin routes answer it, with its store credit account (its balance). */
export type GiftCard = {
  id: string
  code: string
  value: number
  currency_code: string
  expires_at: string | null
  note: string | null
  reference: string | null
  reference_id: string | null
  metadata: Record<string, unknown> | null
  created_at: string
  store_credit_account?: { id: string; balance?: number | null } | null
}

type Transaction = { id: string; amount: number; type: 'credit' | 'debit'; reference: string; reference_id: string; note: string | null; created_at: string }

const PATH = REGISTRY['gift-cards'].path
const FIELDS = ['id', 'code', 'value', 'currency_code', 'expires_at', 'note', 'reference', 'reference_id', 'metadata', 'created_at']
const BALANCE = ['store_credit_account.id', 'store_credit_account.balance']

const balanceOf = (card: GiftCard) => Number(card.store_credit_account?.balance ?? 0)
const amount = (value: number | null | undefined, card: Pick<GiftCard, 'currency_code'>, { locale }: RenderContext) =>
  money(Number(value ?? 0), card.currency_code, locale)

/** Active, disabled by staff, expired or used up: the shop's rule (rules/gift-cards.ts). */
function stateOf(card: GiftCard, { t }: RenderContext) {
  const refusal = cardRefusal({ ...card, balance: balanceOf(card) })
  if (refusal === 'disabled') return t('giftCards.states.disabled')
  if (refusal === 'expired') return t('giftCards.states.expired')
  if (refusal === 'used_up') return t('giftCards.states.usedUp')
  return t('giftCards.states.active')
}

/** Where the card came from: an order's purchase, or staff's goodwill (the note says why). */
const originOf = (card: GiftCard, { t }: RenderContext) => (card.reference === 'order' ? t('giftCards.bought') : t('giftCards.byHand'))

const update = (card: GiftCard, body: object) => request(`${PATH}/${encodeURIComponent(card.id)}`, { method: 'POST', body })

/** Its validity ends now: the plugin then refuses it everywhere; the balance stays for enabling it again. */
const disable: ActionSpec<GiftCard> = {
  id: 'disable',
  label: 'giftCards.disable',
  icon: 'i-ph-prohibit',
  tone: 'danger',
  confirm: { title: 'giftCards.disable', text: 'giftCards.disableText' },
  run: (cards) => Promise.all(cards.map((card) => update(card, disabledCard(card, new Date())))),
  done: 'giftCards.disabled',
  when: (card) => !isDisabled(card),
}

const enable: ActionSpec<GiftCard> = {
  id: 'enable',
  label: 'giftCards.enable',
  icon: 'i-ph-check-circle',
  run: (cards) => Promise.all(cards.map((card) => update(card, enabledCard(card)))),
  done: 'giftCards.enabled',
  when: isDisabled,
}

/** The card's account: every credit (the value it was issued with) and debit (an order it paid). */
const transactions = childOf<GiftCard>()<Transaction>({
  id: 'transactions',
  title: 'giftCards.transactions',
  name: 'gift-cards',
  path: (card) => `/admin/store-credit-accounts/${encodeURIComponent(card.store_credit_account?.id ?? '')}/transactions`,
  listKey: 'transactions',
  itemKey: 'transaction',
  rowTitle: (transaction) => transaction.id,
  columns: [
    { id: 'created_at', label: 'giftCards.when', sort: 'created_at' },
    {
      id: 'amount',
      label: 'giftCards.amount',
      fields: ['amount', 'type'],
      primary: true,
      value: (transaction) => (transaction.type === 'debit' ? -Number(transaction.amount) : Number(transaction.amount)),
    },
    {
      id: 'type',
      label: 'giftCards.kind',
      value: (transaction) => transaction.type,
      cell: (transaction, { t }) => t(transaction.type === 'debit' ? 'giftCards.debit' : 'giftCards.credit'),
    },
    { id: 'note', label: 'giftCards.note' },
  ],
  defaultSort: '-created_at',
  when: (card) => !!card.store_credit_account?.id,
})

/** Issue a card by hand, a goodwill gesture: its value, currency and validity, and why (the note, required). */
const issueForm = formOf<GiftCard>()({
  schema: z.object({
    value: z.number().min(1).max(5000),
    currency_code: z.string().min(3),
    expires_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    note: z.string().trim().min(1).max(500),
  }),
  fields: [
    { name: 'value', label: 'giftCards.value', step: 0.01, wide: false },
    { name: 'currency_code', label: 'giftCards.currency', component: CurrencySelect, wide: false },
    { name: 'expires_on', label: 'giftCards.expiresAt', kind: 'date', hint: 'giftCards.expiresAtHint' },
    { name: 'note', label: 'giftCards.reason', kind: 'textarea', hint: 'giftCards.reasonHint' },
  ],
  values: () => ({ value: 50, currency_code: 'eur', expires_on: null, note: '' }),
  toBody: (values) => ({
    value: values.value,
    currency_code: values.currency_code,
    note: values.note,
    // valid to the end of the shop's day (Berlin), not of the staff member's browser
    ...(values.expires_on ? { expires_at: dayEnd(values.expires_on) } : {}),
    metadata: { issued_by_hand: true },
  }),
})

/**
 * Gift cards (Medusa's loyalty plugin, `/admin/gift-cards`): list with value, balance and state; a card's account
 * with its transactions (`/admin/store-credit-accounts/{id}/transactions`); disable and enable again; issue one by
 * hand as a goodwill gesture (the plugin credits its account with the value).
 */
export const giftCards = defineResource<GiftCard>({
  ...registered('gift-cards'),
  title: (card) => card.code,
  list: {
    columns: [
      { id: 'code', label: 'giftCards.code', sort: 'code' },
      {
        id: 'value',
        label: 'giftCards.value',
        fields: ['value', 'currency_code'],
        sort: 'value',
        value: (card) => card.value,
        cell: (card, context) => amount(card.value, card, context),
      },
      {
        id: 'balance',
        label: 'giftCards.balance',
        primary: true,
        fields: [...BALANCE, 'currency_code'],
        value: balanceOf,
        cell: (card, context) => amount(balanceOf(card), card, context),
      },
      { id: 'state', label: 'fields.status', fields: ['expires_at', 'metadata', ...BALANCE], value: (card) => card.expires_at, cell: stateOf, csv: stateOf },
      { id: 'origin', label: 'giftCards.origin', fields: ['reference'], value: (card) => card.reference, cell: originOf, csv: originOf, hidden: true },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at' },
    ],
    // what disabling and enabling a row start from, whichever columns are shown
    fields: ['expires_at', 'metadata'],
    search: 'giftCards.searchHint',
    defaultSort: '-created_at',
    rowActions: [disable, enable],
  },
  detail: {
    fields: [...FIELDS, ...BALANCE].join(','),
    sections: [
      {
        id: 'card',
        title: 'giftCards.card',
        rows: [
          { label: 'giftCards.code', value: (card) => card.code },
          { label: 'fields.status', value: stateOf },
          { label: 'giftCards.value', value: (card, context) => amount(card.value, card, context) },
          { label: 'giftCards.balance', value: (card, context) => amount(balanceOf(card), card, context) },
          { label: 'giftCards.expiresAt', value: (card, context) => (card.expires_at ? valueText(card.expires_at, context) : context.t('giftCards.noExpiry')) },
        ],
      },
      {
        id: 'origin',
        title: 'giftCards.origin',
        aside: true,
        rows: [
          { label: 'giftCards.origin', value: originOf },
          { label: 'giftCards.reason', value: (card) => card.note },
          { label: 'fields.createdAt', value: (card, context) => valueText(card.created_at, context) },
        ],
      },
    ],
    children: [transactions],
    actions: [disable, enable],
  },
  create: issueForm,
})
