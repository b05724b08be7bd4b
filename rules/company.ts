// The shop's legal and contact data in one place: the storefront's legal pages and contact page
// (through routes/content/company.ts) and every mail of the back end read it from here. It lives in the
// back end because the back end is built on its own (it cannot import the storefront), the storefront can.
// Placeholder company: replace with the real register entries before going live.
export const COMPANY = {
  name: 'Juwelier Aurelia GmbH',
  brand: 'Juwelier Aurelia',
  founded: 1995,
  street: 'Goldschmiedeweg 12',
  postalCode: '75172',
  city: 'Pforzheim',
  country: { de: 'Deutschland', en: 'Germany' },
  phone: '+49 7231 555 1995',
  phoneHref: 'tel:+4972315551995',
  email: 'service@juwelier-aurelia.example',
  privacyEmail: 'datenschutz@juwelier-aurelia.example',
  managingDirectors: 'Katharina Brenner, Michael Brenner',
  responsible: 'Katharina Brenner',
  registerCourt: 'Amtsgericht Mannheim',
  registerNumber: 'HRB 700000',
  vatId: 'DE 000 000 000',
  hours: { de: 'Montag bis Freitag 9–18 Uhr, Samstag 10–14 Uhr', en: 'Monday to Friday 9 am–6 pm, Saturday 10 am–2 pm (CET)' },
} as const

/** The postal address as lines: name, street, postal code and city, country. */
export const addressLines = (locale: 'de' | 'en') => [COMPANY.name, COMPANY.street, `${COMPANY.postalCode} ${COMPANY.city}`, COMPANY.country[locale]]

/**
 * The reference a bank transfer quotes: the order number with the shop's prefix, so the shop's bookkeeping
 * recognises it among other transfers (a bare "1042" is easily mistaken).
 */
export const paymentReference = (displayId: number | string) => `AURELIA-${displayId}`

/**
 * The order number a bank statement's reference names ("AURELIA-28", "aurelia 28", "Aurelia-0028"), or null
 * when the text is not a reference: the back office's order search finds the order by it.
 */
export function displayIdOfReference(text: string): number | null {
  const match = /^\s*aurelia[\s-]*0*(\d{1,9})\s*$/i.exec(text)
  return match ? Number(match[1]) : null
}
