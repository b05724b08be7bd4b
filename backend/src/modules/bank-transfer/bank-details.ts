import { seller } from '../invoice/seller'

export type BankDetails = { account_holder: string; iban: string; bic: string; bank_name: string }

/**
 * The example account of German banking documentation: what the shop shows while BANK_* is unset, so a
 * development shop never shows a real account.
 */
const EXAMPLE_BANK: Omit<BankDetails, 'account_holder'> = {
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bank_name: 'Commerzbank Köln',
}

/**
 * The account customers pay into, from the environment; unset values fall back to the example account. Its holder
 * is the seller (SELLER_NAME, else the shop's company): the money goes to the company that sells and invoices.
 */
export function bankDetails(env: NodeJS.ProcessEnv = process.env): BankDetails {
  return {
    account_holder: seller(env).name,
    iban: env.BANK_IBAN || EXAMPLE_BANK.iban,
    bic: env.BANK_BIC || EXAMPLE_BANK.bic,
    bank_name: env.BANK_NAME || EXAMPLE_BANK.bank_name,
  }
}

/** What production must set, and the example value each one must not keep. */
const BANK_VARIABLES = { BANK_IBAN: 'iban', BANK_BIC: 'bic', BANK_NAME: 'bank_name' } as const

/**
 * One line per BANK_* variable that production lacks or that holds the example account: customers would
 * transfer their money to it (it is printed on invoices and in the transfer instructions).
 */
export function bankProblems(env: Record<string, string | undefined>): string[] {
  const normal = (value: string) => value.replace(/\s+/g, '').toLowerCase()
  return Object.entries(BANK_VARIABLES).flatMap(([name, field]) => {
    const value = env[name]?.trim() ?? ''
    if (!value) return [`${name} is not set (the shop's bank account, printed on invoices and in the transfer instructions)`]
    if (normal(value) === normal(EXAMPLE_BANK[field])) return [`${name} holds the example bank details of .env.example`]
    return []
  })
}
