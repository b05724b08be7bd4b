import type { AdminOrder } from '@medusajs/types'
import { flowAction } from '../../../engine/flow/flow-action'
import { shipped } from '../claims/claim-actions'
import { exchangeFlow } from './exchange-flow'

/** "Umtausch": a ring in another size, the price difference shown before it is confirmed. */
export const exchange = flowAction<AdminOrder>({
  id: 'exchange',
  label: 'claims.exchangeAction',
  icon: 'i-ph-arrows-left-right',
  when: shipped,
  flow: (order) => exchangeFlow(order),
})
