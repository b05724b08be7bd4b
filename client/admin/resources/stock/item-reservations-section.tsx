import type { AdminInventoryItem } from '@medusajs/types'
import { useState } from 'react'
import type { SectionProps } from '../../engine/resource'
import { ListScreen } from '../../engine/screens/list-screen'
import { EMPTY_LIST_STATE, type ListState, updateListState } from '../../engine/url-state'
import { useT } from '../../i18n'
import { reservations } from './reservations'

/** The reservations of one inventory item (the reservations list with the item as fixed filter). */
export default function ItemReservationsSection({ item }: SectionProps<AdminInventoryItem>) {
  const t = useT()
  const [state, setState] = useState<ListState>(EMPTY_LIST_STATE)
  const resource = { ...reservations, list: { ...reservations.list, query: { inventory_item_id: [item.id] }, filters: [] } }
  return (
    <ListScreen
      resource={resource}
      embedded={{ title: t('resources.reservations.title'), state, onState: (change) => setState((current) => updateListState(current, change)) }}
    />
  )
}
