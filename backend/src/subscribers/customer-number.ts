import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { Modules } from '@medusajs/framework/utils'
import { INVOICE_MODULE } from '../modules/invoice'
import type { InvoiceModuleService } from '../modules/invoice/service'

/**
 * Every registered customer gets a customer number, shown in the account
 * and on invoices: K- and the next number of its series; customers from the old shop keep theirs.
 */
export default async function customerNumber({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const customers = container.resolve(Modules.CUSTOMER)
  const [customer] = await customers.listCustomers({ id: data.id }, { take: 1 })
  if (!customer?.has_account || typeof customer.metadata?.customer_number === 'string') return
  const next = await container.resolve<InvoiceModuleService>(INVOICE_MODULE).nextNumber('customer')
  await customers.updateCustomers(customer.id, { metadata: { ...(customer.metadata ?? {}), customer_number: `K-${next}` } })
}

export const config: SubscriberConfig = { event: 'customer.created' }
