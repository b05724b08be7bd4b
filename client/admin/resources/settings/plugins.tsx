import type { AdminPlugin } from '@medusajs/types'
import { sdk } from '../../api/sdk'
import { defineResource } from '../../engine/resource'
import { registered } from '../registry'

type PluginRow = AdminPlugin & { id: string }

/**
 * The plugins Medusa runs with (GET /admin/plugins: its configuration's list, names only): read-only, and a row
 * leads nowhere — Medusa has no detail of a plugin. The answer has no ids and no paging: a plugin is known by its
 * package name, and the list is whole.
 */
export const plugins = defineResource<PluginRow>({
  ...registered('plugins'),
  title: (plugin) => plugin.name,
  list: {
    columns: [{ id: 'name', label: 'plugins.name' }],
    link: false,
  },
  calls: {
    list: async () => {
      const { plugins } = await sdk.admin.plugin.list()
      return { rows: plugins.map((plugin) => ({ ...plugin, id: plugin.name })), count: plugins.length }
    },
  },
})
