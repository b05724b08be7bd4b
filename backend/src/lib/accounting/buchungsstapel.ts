/** One booking line: `amount` (positive) to `account` against `contra`, debit (S) or credit (H) on `account`. */
export type Booking = {
  amount: number
  debit: boolean
  currency: string
  account: string
  contra: string
  /** The document's day as the shop counts days (YYYY-MM-DD). */
  date: string
  document: string
  text: string
}

export type StapelHeader = {
  createdAt: Date
  /** The month booked, YYYY-MM. */
  month: string
  consultant: string
  client: string
  /** The batch's name as DATEV lists it. */
  label: string
}

/** The columns written, the format's first fourteen (the rest DATEV leaves empty when they are absent). */
export const COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
] as const

// DATEV's text fields are quoted, a quote inside doubled; its decimals take a comma
const text = (value: string) => `"${value.replaceAll('"', '""')}"`
const decimal = (value: number) => value.toFixed(2).replace('.', ',')
const compact = (iso: string) => iso.replaceAll('-', '')

function timestamp(at: Date) {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0')
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}${pad(at.getUTCMilliseconds(), 3)}`
}

/** The month's last day, YYYY-MM-DD. */
function lastDay(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`
}

/**
 * A DATEV "Buchungsstapel" in the EXTF format (version 700, category 21, format version 13): the header line that
 * names the batch (consultant and client numbers, business year, the month it covers, SKR03, account length 4),
 * the column line, then one line per booking. Lines end in CR LF, as DATEV writes them.
 */
export function buchungsstapel(header: StapelHeader, bookings: readonly Booking[]): string {
  const year = header.month.slice(0, 4)
  const head = [
    text('EXTF'),
    '700',
    '21',
    text('Buchungsstapel'),
    '13',
    timestamp(header.createdAt),
    '',
    text('RE'),
    text(''),
    text(''),
    header.consultant,
    header.client,
    `${year}0101`,
    '4',
    compact(`${header.month}-01`),
    compact(lastDay(header.month)),
    text(header.label),
    text(''),
    '1',
    '0',
    '0',
    text('EUR'),
    '',
    text(''),
    '',
    '',
    text('03'),
    '',
    '',
    text(''),
    text(''),
  ]
  const rows = bookings.map((booking) =>
    [
      decimal(booking.amount),
      text(booking.debit ? 'S' : 'H'),
      text(booking.currency.toUpperCase()),
      '',
      '',
      text(''),
      booking.account,
      booking.contra,
      text(''),
      booking.date.slice(8, 10) + booking.date.slice(5, 7),
      text(booking.document),
      text(''),
      '',
      text(booking.text.slice(0, 60)),
    ].join(';'),
  )
  return [head.join(';'), COLUMNS.map(text).join(';'), ...rows, ''].join('\r\n')
}
