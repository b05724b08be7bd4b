import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { z } from '@medusajs/framework/zod'
import { updateStoresWorkflow } from '@medusajs/medusa/core-flows'
import { shopAccounts } from '../../../../lib/accounting/shop-accounts'
import { DATEV_ACCOUNTS_KEY } from '../../../../rules/datev-accounts'
import { visitorLocale } from '../../../visitor-locale'

const account = z.string().regex(/^\d{4,9}$/)
const number = z.string().regex(/^\d{0,7}$/)
const AccountsSchema = z.strictObject({
  debitor: account,
  rates: z.record(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/), account),
  oss: account,
  eu_delivery: account,
  export: account,
  consultant_number: number,
  client_number: number,
})

const INVALID = {
  de: (field: string) => `Ungültiges Konto „${field}“: Konten sind 4 bis 9 Ziffern, Berater- und Mandantennummer bis 7 Ziffern.`,
  en: (field: string) => `Invalid account "${field}": accounts are 4 to 9 digits, consultant and client numbers up to 7 digits.`,
} as const

/** GET /admin/accounting/accounts: the accounts the DATEV export books to, SKR03 where the shop set none. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ accounts: (await shopAccounts(req.scope)).accounts })
}

/** POST /admin/accounting/accounts { …all accounts }: replaces them (kept in the store's metadata). */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const parsed = AccountsSchema.safeParse(req.body)
  if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, INVALID[visitorLocale(req)](parsed.error.issues[0]?.path.join('.') ?? ''))
  const { storeId, metadata } = await shopAccounts(req.scope)
  await updateStoresWorkflow(req.scope).run({ input: { selector: { id: storeId }, update: { metadata: { ...metadata, [DATEV_ACCOUNTS_KEY]: parsed.data } } } })
  res.json({ accounts: (await shopAccounts(req.scope)).accounts })
}
