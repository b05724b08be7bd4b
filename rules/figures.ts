// The owner's figures as Medusa's admin route GET /admin/overview answers them and the back office's overview shows
// them: one shape for both sides. Amounts are per currency and never added across currencies.

/** The spans the figures can be read by; each compares itself with the span before it. */
export const FIGURE_PERIODS = ['day', 'week', 'month'] as const
export type FigurePeriod = (typeof FIGURE_PERIODS)[number]

/** How many periods the chart looks back, the current one included. */
export const SERIES_LENGTH: Record<FigurePeriod, number> = { day: 14, week: 12, month: 12 }

/** Orders unpaid by bank transfer longer than this many days are worth a reminder. */
export const REMIND_AFTER_DAYS = 7

/** Age groups of open bank transfers, in days since the order (the last one open-ended). */
export const TRANSFER_AGES = [
  { from: 0, to: 7 },
  { from: 8, to: 14 },
  { from: 15, to: 30 },
  { from: 31, to: null },
] as const

/** Gross (as charged, VAT included), net (VAT taken out) and how many orders, in one currency. */
export type Takings = { gross: number; net: number; orders: number }

export type CurrencyFigures = {
  currency_code: string
  /** The current period so far, and the period before over the same stretch of time. */
  current: Takings
  previous: Takings
  /** One entry per period, oldest first, the current one last. */
  series: ({ start: string } & Takings)[]
  countries: ({ country_code: string } & Takings)[]
  products: { product_id: string | null; title: string; quantity: number; gross: number }[]
  categories: { category_id: string; name: string; quantity: number; gross: number }[]
  /** Orders of the chart's span with a return, and all orders of that span. */
  returns: { orders: number; returned: number }
  open_transfers: { ages: { from: number; to: number | null; orders: number; amount: number }[] }
}

export type OpenTransfer = {
  order_id: string
  display_id: number
  email: string | null
  currency_code: string
  amount: number
  created_at: string
  days: number
}

export type Overview = {
  period: FigurePeriod
  /** Where the current period starts, in the shop's time zone, as an instant. */
  period_start: string
  todo: {
    to_book: number
    to_ship: number
    returns_to_receive: number
    low_stock: number
    /** The oldest unpaid bank transfers past the reminder age, oldest first. */
    remind: OpenTransfer[]
    low_stock_items: { inventory_item_id: string; product_id: string | null; title: string; sku: string | null; available: number }[]
  }
  currencies: CurrencyFigures[]
}
