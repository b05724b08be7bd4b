/** The printed invoice number: the counter with the series prefix, six digits (RE-000042). */
export const invoiceNumber = (number: number) => `RE-${String(number).padStart(6, "0")}`
