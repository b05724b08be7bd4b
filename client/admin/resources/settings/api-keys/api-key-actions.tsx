import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import { actionOf, formOf, type ResourceSpec } from '../../../engine/resource'
import { ActionDialog } from '../../../engine/screens/action-dialog'
import { useT } from '../../../i18n'
import { type ApiKey, isPublishable, isRevoked } from './api-key'
import { loadShopKey } from './shop-key'

/** The shop's own key, looked up once per visit of the keys (refreshed with them). */
export const useShopKey = () =>
  useQuery({ queryKey: [...queryKeys('api-keys').all, 'shop-key'], queryFn: ({ signal }) => loadShopKey(signal), staleTime: 60_000 })

/** What a revocation stops, said before it is confirmed: in red when it is the key the shop itself sends. */
function RevokeConsequences({ keys }: { keys: ApiKey[] }) {
  const t = useT()
  const shop = useShopKey()
  const shopKey = keys.find((key) => key.id === shop.data?.id)
  return (
    <div className="mb-4 flex flex-col gap-2 text-sm text-stone-700" aria-busy={shop.isPending} data-revoke-consequences>
      {keys.some(isPublishable) && <p>{t('apiKeys.revokePublishable')}</p>}
      {keys.some((key) => !isPublishable(key)) && <p>{t('apiKeys.revokeSecret')}</p>}
      {shopKey && (
        <p role="alert" data-shop-key-warning className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {t('apiKeys.revokeShopKey', { title: shopKey.title })}
        </p>
      )}
    </div>
  )
}

/** POST /admin/api-keys/{id}/revoke: the key stops working at once and for good. */
export const revokeKey = actionOf<ApiKey>()({
  id: 'revoke',
  label: 'apiKeys.revoke',
  icon: 'i-ph-prohibit',
  tone: 'danger',
  confirm: { title: 'apiKeys.revokeTitle', text: 'apiKeys.revokeText', action: 'apiKeys.revoke' },
  summary: (keys) => <RevokeConsequences keys={keys} />,
  run: (keys) => Promise.all(keys.map((key) => request(`/admin/api-keys/${encodeURIComponent(key.id)}/revoke`, { method: 'POST', body: {} }))),
  done: 'apiKeys.revoked',
  when: (key) => !isRevoked(key),
})

export const keyTitle = z.string().trim().min(1).max(100)

/** A secret key (POST /admin/api-keys, type secret): Medusa answers its token this once, so it is shown once. */
export const createSecretKey = actionOf<ApiKey>()({
  id: 'create-secret',
  label: 'apiKeys.newSecret',
  icon: 'i-ph-key',
  confirm: { title: 'apiKeys.newSecret', text: 'apiKeys.newSecretText', action: 'engine.create' },
  form: formOf<ApiKey[]>()({
    schema: z.object({ title: keyTitle }),
    fields: [{ name: 'title', label: 'apiKeys.keyTitle', hint: 'apiKeys.secretTitleHint' }],
    values: () => ({ title: '' }),
    toBody: (values) => values,
  }),
  run: async (_, { title }) => (await request<{ api_key: ApiKey }>('/admin/api-keys', { method: 'POST', body: { title, type: 'secret' } })).api_key,
  done: 'apiKeys.secretCreated',
  result: (key) => ({ label: 'apiKeys.secretToken', value: key.token }),
})

/** "New secret key" beside "New publishable key" on the list. */
export default function NewSecretKey({ resource }: { resource: ResourceSpec<ApiKey> }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="admin-btn-secondary" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="i-ph-key" />
        {t('apiKeys.newSecret')}
      </button>
      {open && <ActionDialog resource={resource} action={createSecretKey} rows={[]} onClose={() => setOpen(false)} />}
    </>
  )
}
