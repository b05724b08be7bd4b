/** The printed invoice number: the counter with the series prefix, six digits (RE-000042). */
export const invoiceNumber = (number: number) => `RE-${String(number).padStart(6, '0')}`

/** The printed credit-note number (Rechnungskorrektur): its own series, six digits (RK-000007). */
export const creditNoteNumber = (number: number) => `RK-${String(number).padStart(6, '0')}`
