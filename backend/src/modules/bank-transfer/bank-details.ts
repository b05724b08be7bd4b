export type BankDetails = { account_holder: string; iban: string; bic: string; bank_name: string }

/**
 * The account customers pay into, from the environment. The defaults are the well-known example
 * account of German banking documentation, so a development shop never shows a real one.
 */
export function bankDetails(env: NodeJS.ProcessEnv = process.env): BankDetails {
  return {
    account_holder: env.BANK_ACCOUNT_HOLDER || "Juwelier Muster GmbH",
    iban: env.BANK_IBAN || "DE89 3704 0044 0532 0130 00",
    bic: env.BANK_BIC || "COBADEFFXXX",
    bank_name: env.BANK_NAME || "Commerzbank Köln",
  }
}
