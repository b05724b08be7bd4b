/** A document's file name as its language calls it: Rechnung-RE-000042.pdf, Credit-note-RK-000007.pdf. */
const PREFIX = { invoice: { de: 'Rechnung', en: 'Invoice' }, credit_note: { de: 'Rechnungskorrektur', en: 'Credit-note' } } as const

export const documentFileName = (kind: keyof typeof PREFIX, locale: string, number: string) => `${PREFIX[kind][locale === 'de' ? 'de' : 'en']}-${number}.pdf`
