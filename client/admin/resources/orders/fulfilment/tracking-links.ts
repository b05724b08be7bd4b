/** The carriers whose parcel pages the shop links in its shipping notice; a valuables transport has none. */
export const CARRIERS = ['dhl', 'dpd', 'ups', 'none'] as const
export type Carrier = (typeof CARRIERS)[number]

const PAGES: Record<Exclude<Carrier, 'none'>, (number: string) => string> = {
  dhl: (number) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${number}`,
  dpd: (number) => `https://tracking.dpd.de/status/de_DE/parcel/${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
}

/** Each tracking number with the carrier's page for it (the customer's "track parcel" link), without blanks or repeats. */
export function trackingOf(numbers: string[], carrier: Carrier): { tracking_number: string; tracking_url?: string }[] {
  const unique = [...new Set(numbers.map((number) => number.trim()).filter(Boolean))]
  return unique.map((number) =>
    carrier === 'none' ? { tracking_number: number } : { tracking_number: number, tracking_url: PAGES[carrier](encodeURIComponent(number)) },
  )
}
