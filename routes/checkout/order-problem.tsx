import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type Translate, useT } from '../../i18n'
import { pluralOf } from '../../i18n/plural'
import type { Locale } from '../../rules/languages'
import type { Cart, CartContext } from '../cart/cart-state'
import { lineName, money } from '../cart/line-display'
import { Link } from '../lib/link'
import { formatMoney } from '../lib/money'
import { usePage } from '../lib/page-context'
import type { CartChanges } from './cart-changes'
import type { ShortLine } from './short-lines'

/**
 * What the checkout says after "place order" did not place the order: pieces the stock no longer covers, or a
 * total that changed since the shopper confirmed it; then, once the shopper let the cart be adjusted, that it was
 * (`adjusted`), or that it is empty now (`emptied`, with what was said about the pieces).
 */
export type OrderProblem =
  | { kind: 'unavailable'; lines: ShortLine[] }
  | { kind: 'changed'; changes: CartChanges }
  | { kind: 'adjusted' }
  | { kind: 'emptied'; messages: string[] }

/** "Brillant 1,01 ct F/VVS2 GIA ist leider nicht mehr verfügbar." per line, in the shopper's language. */
function unavailableMessages(lines: readonly ShortLine[], cart: Cart, t: Translate, locale: Locale): string[] {
  return lines.flatMap((line) => {
    const item = cart.items?.find((candidate) => candidate.id === line.lineId)
    if (!item) return []
    const name = lineName(item, locale)
    return [
      line.available > 0
        ? t(`checkout.problem.fewer.${pluralOf(locale, line.available)}`, { name, count: line.available })
        : t('checkout.problem.soldOut', { name }),
    ]
  })
}

/** The notes the summaries put under the lines concerned. */
export function useLineMarks(problem: OrderProblem | null, cart: Cart): Record<string, ReactNode> {
  const t = useT()
  const { locale } = usePage()
  if (problem?.kind === 'unavailable') {
    return Object.fromEntries(
      problem.lines.map((line) => [
        line.lineId,
        line.available > 0 ? t('checkout.problem.markFewer', { count: line.available }) : t('checkout.problem.markSoldOut'),
      ]),
    )
  }
  if (problem?.kind === 'changed') {
    const price = (amount: number) => formatMoney(money(amount, cart.currency_code)!, locale)
    return Object.fromEntries(
      problem.changes.prices.map(({ lineId, unitPrice }) => [lineId, t('checkout.problem.markPrice', { price: price(unitPrice.before) })]),
    )
  }
  return {}
}

const ALERT = 'space-y-3 rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900'

/** Moves a notice into view and to the screen reader as it appears: on a phone the button that caused it may be far below. */
function useShownNotice<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    ref.current?.focus({ preventScroll: true })
  }, [])
  return ref
}

function Unavailable({ lines, cart, ctx, onProblem }: { lines: ShortLine[]; cart: Cart; ctx: CartContext; onProblem: (problem: OrderProblem | null) => void }) {
  const t = useT()
  const { locale } = usePage()
  const [busy, setBusy] = useState(false)
  const ref = useShownNotice<HTMLDivElement>()
  const messages = unavailableMessages(lines, cart, t, locale)
  async function adjust() {
    if (busy) return
    setBusy(true)
    try {
      const { removeUnavailable } = await import('./place-order')
      const after = await removeUnavailable(ctx, lines)
      onProblem((after?.items ?? []).length > 0 ? { kind: 'adjusted' } : { kind: 'emptied', messages })
    } catch {
      setBusy(false) // notified by the cart actions; the shopper may try again
    }
  }
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`${ALERT} outline-none`} data-testid="order-unavailable">
      {messages.map((message) => (
        <p key={message} className="font-medium">
          {message}
        </p>
      ))}
      <p>{t('checkout.problem.notPlaced')}</p>
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <button type="button" className="btn-primary" onClick={() => void adjust()} aria-disabled={busy || undefined} data-testid="remove-unavailable">
          {busy && <span className="i-ph-circle-notch animate-spin" aria-hidden="true" />}
          {busy ? t('checkout.problem.adjusting') : lines.every((line) => line.available === 0) ? t('checkout.problem.remove') : t('checkout.problem.adjust')}
        </button>
        <Link to="/cart" className="btn-outline" data-testid="back-to-cart">
          {t('checkout.backToCart')}
        </Link>
      </div>
    </div>
  )
}

function Changed({ changes, cart }: { changes: CartChanges; cart: Cart }) {
  const t = useT()
  const { locale } = usePage()
  const ref = useShownNotice<HTMLDivElement>()
  const price = (amount: number) => formatMoney(money(amount, cart.currency_code)!, locale)
  const amounts = ({ before, after }: { before: number; after: number }) => ({ before: price(before), after: price(after) })
  const items = new Map((cart.items ?? []).map((item) => [item.id, item]))
  const lines = [
    ...changes.prices.flatMap(({ lineId, unitPrice }) => {
      const item = items.get(lineId)
      return item ? [t('checkout.problem.price', { name: lineName(item, locale), ...amounts(unitPrice) })] : []
    }),
    ...changes.promotionsGone.map((code) => t('checkout.problem.promotionGone', { code })),
    ...(changes.discount ? [t('checkout.problem.discount', amounts(changes.discount))] : []),
    ...(changes.shipping ? [t('checkout.problem.shipping', amounts(changes.shipping))] : []),
  ]
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`${ALERT} outline-none`} data-testid="order-changed">
      <p className="font-medium">{t('checkout.problem.changed')}</p>
      {lines.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p className="font-medium" data-testid="new-total">
        {t('checkout.problem.total', amounts(changes.total))}
      </p>
      <p>{t('checkout.problem.confirmAgain')}</p>
    </div>
  )
}

/** The review step's notice of an order that was not placed, with what the shopper can do about it. */
export function OrderProblemNotice({
  problem,
  cart,
  ctx,
  onProblem,
}: {
  problem: OrderProblem
  cart: Cart
  ctx: CartContext
  onProblem: (problem: OrderProblem | null) => void
}) {
  const t = useT()
  if (problem.kind === 'unavailable') return <Unavailable lines={problem.lines} cart={cart} ctx={ctx} onProblem={onProblem} />
  if (problem.kind === 'changed') return <Changed changes={problem.changes} cart={cart} />
  if (problem.kind === 'adjusted') {
    return (
      <p role="status" className="rounded-sm border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900" data-testid="order-adjusted">
        {t('checkout.problem.adjusted')}
      </p>
    )
  }
  return null
}
