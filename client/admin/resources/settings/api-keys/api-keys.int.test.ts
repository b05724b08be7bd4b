import type { AdminSalesChannel } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique, WORKER_URL } from '../../../test/staff-session'
import type { ApiKey } from './api-key'

await signInAsStaff()
const { callsOf } = await import('../../../engine/use-resource')
const { childResource } = await import('../../../engine/children/child-resource')
const { listQuery } = await import('../../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../../engine/url-state')
const { deleteAction } = await import('../../../engine/delete-action')
const { apiKeys } = await import('./api-keys')
const { createSecretKey, revokeKey } = await import('./api-key-actions')
const { loadShopKey } = await import('./shop-key')

const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')
const calls = callsOf(apiKeys)
const channels = apiKeys.detail!.children![0]!
const channelCalls = (key: ApiKey) => callsOf(childResource<ApiKey, AdminSalesChannel>(channels, key))

/** A store call with a publishable key, as the storefront or an app makes it (through the shop's pass-through). */
const storeProducts = (token: string) => fetch(`${WORKER_URL}/medusa/store/products?limit=1&fields=id`, { headers: { 'x-publishable-api-key': token } })

/** An admin call signed in with a secret key (Medusa takes it as the user name of basic authentication). */
const asSecretKey = (token: string) => fetch(`${MEDUSA_URL}/admin/api-keys?limit=1&fields=id`, { headers: { authorization: `Basic ${btoa(`${token}:`)}` } })

async function defaultChannel() {
  const { stores } = await (await import('../../../engine/calls')).request<{ stores: { default_sales_channel_id: string }[] }>('/admin/stores', {
    query: { fields: 'default_sales_channel_id' },
  })
  return stores[0]!.default_sales_channel_id
}

describe('publishable keys (/admin/api-keys, …/sales-channels, …/revoke)', () => {
  it('creates, finds, renames a key, links its sales channels in batch, and once revoked the store API refuses it and it can be deleted', async () => {
    const title = unique('it-schluessel')
    const form = apiKeys.create!
    const created = await calls.create(form.toBody(form.schema.parse({ title })))
    expect(created).toMatchObject({ title, type: 'publishable', revoked_at: null })
    expect(created.token).toMatch(/^pk_/)

    // the type filter tells publishable and secret keys apart; the search finds the title
    const found = (filters: Record<string, string[]>) => calls.list(listQuery(apiKeys, { ...EMPTY_LIST_STATE, q: title, filters }))
    expect((await found({ type: ['publishable'] })).rows.map((row) => row.id)).toEqual([created.id])
    expect((await found({ type: ['secret'] })).count).toBe(0)
    // the list shows a key by its ends
    expect((await found({})).rows[0]).toMatchObject({ title, type: 'publishable', redacted: expect.stringMatching(/^pk_/) })

    await calls.update(created.id, apiKeys.edit!.toBody(apiKeys.edit!.schema.parse({ title: `${title}-neu` })))
    const detail = await calls.retrieve(created.id, { fields: apiKeys.detail!.fields })
    expect(apiKeys.title(detail, 'de')).toBe(`${title}-neu`)
    await expect(apiKeys.edit!.schema.parseAsync({ title: '   ' })).rejects.toThrow()

    // without a sales channel Medusa refuses the key's store calls; linked to the shop's channel, they work
    const channel = await defaultChannel()
    const child = channels
    expect(child.when!(detail)).toBe(true)
    await child.batch!.write(detail, { add: [channel], remove: [] })
    expect((await channelCalls(detail).list(listQuery(childResource(child, detail), EMPTY_LIST_STATE))).rows.map((row) => row.id)).toEqual([channel])
    const allowed = await storeProducts(created.token)
    expect(allowed.status).toBe(200)

    // delete is offered only once revoked, and Medusa refuses it before
    const remove = deleteAction(apiKeys)
    expect(remove.when!(detail)).toBe(false)
    await expect(calls.remove(created.id)).rejects.toMatchObject({ status: 400 })

    expect(revokeKey.when!(detail)).toBe(true)
    await revokeKey.run([detail], {})
    const revoked = await calls.retrieve(created.id, { fields: apiKeys.detail!.fields })
    expect(revoked.revoked_at).not.toBeNull()
    expect(revokeKey.when!(revoked)).toBe(false)
    const refused = await storeProducts(created.token)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(/publishable/i)

    // the batch call removes too (on a revoked key as well)
    await child.batch!.write(revoked, { add: [], remove: [channel] })
    expect((await channelCalls(revoked).list({ limit: 10, fields: 'id' })).count).toBe(0)

    expect(remove.when!(revoked)).toBe(true)
    await remove.run([revoked], {})
    await expect(calls.retrieve(created.id)).rejects.toMatchObject({ status: 404 })
  })

  it("knows the shop's own key: the one the stack's worker sends", async () => {
    const shop = await loadShopKey()
    expect(shop).toBeDefined()
    const key = await calls.retrieve(shop!.id, { fields: 'id,token' })
    expect(key.token).toBe(process.env.MEDUSA_PUBLISHABLE_KEY)
  })
})

describe('secret keys', () => {
  it('creates one whose token is answered once, signs in to the admin API with it until it is revoked', async () => {
    const title = unique('it-geheim')
    const created = (await createSecretKey.run([], createSecretKey.form!.schema.parse({ title }))) as ApiKey
    const shown = createSecretKey.result!(created)
    expect(shown.value).toMatch(/^sk_/)
    expect((await asSecretKey(shown.value)).status).toBe(200)

    // afterwards Medusa answers only its ends
    const listed = (await calls.list(listQuery(apiKeys, { ...EMPTY_LIST_STATE, q: title, filters: { type: ['secret'] } }))).rows
    expect(listed.map((row) => row.id)).toEqual([created.id])
    expect(listed[0]!.redacted).toMatch(/^sk_/)
    expect(JSON.stringify(listed[0])).not.toContain(shown.value)
    // a secret key has no sales channels
    expect(apiKeys.detail!.children![0]!.when!(listed[0]!)).toBe(false)

    await revokeKey.run([listed[0]!], {})
    expect((await asSecretKey(shown.value)).status).toBe(401)
    await calls.remove(created.id)
  })
})
