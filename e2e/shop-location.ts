import type Medusa from '@medusajs/js-sdk'
import type { HttpTypes } from '@medusajs/types'

/**
 * The shop's own stock location: the one serving the store's default sales channel. Files running at the same time add
 * locations of their own (the stock grid's vault, the shipping and settings tests'), so "the first location Medusa
 * lists" is not it.
 */
export async function shopLocation(sdk: Medusa): Promise<HttpTypes.AdminStockLocation> {
  const [{ stores }, { stock_locations }] = await Promise.all([
    sdk.admin.store.list({ fields: 'id,default_sales_channel_id' }),
    sdk.admin.stockLocation.list({ fields: 'id,name,metadata,*sales_channels', limit: 100 }),
  ])
  const channelId = stores[0]?.default_sales_channel_id
  const location = stock_locations.find((candidate) => candidate.sales_channels?.some((channel) => channel.id === channelId))
  if (!location) throw new Error('no stock location serves the store’s default sales channel')
  return location
}
