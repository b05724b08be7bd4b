import type { MedusaContainer } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { DATEV_ACCOUNTS_KEY, type DatevAccounts, datevAccounts } from '../../rules/datev-accounts'

/** The store (the shop has one) and its accounts for the accountant's export, the SKR03 defaults where none are set. */
export async function shopAccounts(scope: MedusaContainer): Promise<{ storeId: string; metadata: Record<string, unknown>; accounts: DatevAccounts }> {
  const [store] = await scope.resolve(Modules.STORE).listStores({}, { select: ['id', 'metadata'] })
  const metadata = (store?.metadata ?? {}) as Record<string, unknown>
  return { storeId: store!.id, metadata, accounts: datevAccounts(metadata[DATEV_ACCOUNTS_KEY]) }
}
