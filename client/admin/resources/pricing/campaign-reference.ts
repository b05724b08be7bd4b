import { request } from '../../engine/calls'
import type { Choice, Reference } from '../../engine/resource'
import { REGISTRY } from '../registry'

type Named = { id: string; name: string }

const campaignsAt = REGISTRY.campaigns

/**
 * Campaigns to choose from (a promotion's campaign, the list's filter). Medusa 2.21 lists campaigns by `q` but
 * not by id, so the chosen ones are named one by one (`GET /admin/campaigns/{id}`); a deleted one keeps its id.
 */
export const campaignReference: Reference = {
  name: 'campaigns',
  path: campaignsAt.path,
  listKey: campaignsAt.listKey,
  label: campaignsAt.label,
  choices: {
    search: async (search, signal) => {
      const { campaigns } = await request<{ campaigns: Named[] }>(campaignsAt.path, {
        query: { limit: 50, fields: 'id,name', ...(search ? { q: search } : {}) },
        signal,
      })
      return campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name }))
    },
    labels: (ids, signal) =>
      Promise.all(
        ids.map(async (id): Promise<Choice> => {
          const answer = await request<{ campaign: Named }>(`${campaignsAt.path}/${encodeURIComponent(id)}`, { query: { fields: 'id,name' }, signal }).catch(
            () => null,
          )
          return { value: id, label: answer?.campaign.name ?? id }
        }),
      ),
  },
}
