// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, press, renderAdmin, waitFor } from '../../test/render-admin'
import { defineResource, type RemoveSpec } from '../resource'

type Channel = { id: string; name: string }

const ROWS: Channel[] = [
  { id: 'sc_laden', name: 'Laden' },
  { id: 'sc_messe', name: 'Messe' },
]
const requests: string[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init)
    const path = new URL(request.url).pathname.replace(/^\/admin\/api/, '')
    requests.push(`${request.method} ${path}`)
    const one = ROWS.find((row) => path === `/admin/sales-channels/${row.id}`)
    const body =
      request.method !== 'GET' ? { id: path.split('/').pop(), deleted: true } : one ? { sales_channel: one } : { sales_channels: ROWS, count: ROWS.length }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
})
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => void requests.splice(0))
afterEach(cleanup)

const { ListScreen } = await import('./list-screen')
const { ResourceRoutes } = await import('./resource-routes')

const channels = (remove?: boolean | RemoveSpec) =>
  defineResource<Channel>({
    name: 'sales-channels',
    path: '/admin/sales-channels',
    listKey: 'sales_channels',
    itemKey: 'sales_channel',
    route: '/sales-channels',
    title: (channel) => channel.name,
    list: { columns: [{ id: 'name', label: 'fields.name' }] },
    detail: { sections: [] },
    remove,
  })

const rows = () => [...document.querySelectorAll('tbody tr')]
const dialog = () => document.querySelector('[role="alertdialog"]')
const deletes = () => requests.filter((request) => request.startsWith('DELETE'))

/** Radix opens a menu on a primary-button pointer press, not on click. */
async function openRowMenu(row: Element) {
  const trigger = row.querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')!
  await act(async () => trigger.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 })))
}

async function selectRow(row: Element) {
  await act(async () => row.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click())
}

async function renderList(remove?: boolean | RemoveSpec) {
  await renderAdmin(<ListScreen resource={channels(remove)} />)
  await waitFor(() => rows().length === ROWS.length, 'the rows')
}

describe("a description's `remove`", () => {
  it("puts delete in each row's menu, which names the row and deletes it alone", async () => {
    await renderList(true)
    await openRowMenu(rows()[1])
    const item = [...document.querySelectorAll('[role="menuitem"]')].find((candidate) => candidate.textContent === 'Delete')
    expect(item, 'a Delete entry in the row menu').toBeDefined()
    await act(async () => (item as HTMLElement).click())
    await waitFor(() => !!dialog(), 'the confirmation')
    expect(dialog()!.textContent).toContain('Delete “Messe”?')
    expect(deletes()).toEqual([])
    await press('Delete', dialog()!)
    await waitFor(() => deletes().length === 1, 'the DELETE')
    expect(deletes()).toEqual(['DELETE /admin/sales-channels/sc_messe'])
  })

  it("deletes a list's selection after a confirmation that counts it, one DELETE per row", async () => {
    await renderList(true)
    for (const row of rows()) await selectRow(row)
    const bar = document.querySelector('[role="region"]')!
    await press('Delete', bar)
    await waitFor(() => !!dialog(), 'the confirmation')
    expect(dialog()!.textContent).toContain('Delete the selection (2)?')
    await press('Delete', dialog()!)
    await waitFor(() => deletes().length === 2, 'the DELETEs')
    expect(deletes().sort()).toEqual(['DELETE /admin/sales-channels/sc_laden', 'DELETE /admin/sales-channels/sc_messe'])
  })

  it("sends a selection through the description's batch call when it has one", async () => {
    const batches: string[][] = []
    await renderList({ many: async (ids) => void batches.push(ids) })
    for (const row of rows()) await selectRow(row)
    await press('Delete', document.querySelector('[role="region"]')!)
    await waitFor(() => !!dialog(), 'the confirmation')
    await press('Delete', dialog()!)
    await waitFor(() => batches.length === 1, 'the batch call')
    expect(batches).toEqual([['sc_laden', 'sc_messe']])
    expect(deletes()).toEqual([])
  })

  it('offers delete only for the rows its `when` allows, in the row menu and the selection', async () => {
    await renderList({ when: (row: Channel) => row.id !== 'sc_laden' })
    // a row with nothing to offer has no menu at all
    expect(rows()[0].querySelector('button[aria-label^="Actions for"]')).toBeNull()
    expect(rows()[1].querySelector('button[aria-label^="Actions for"]')).not.toBeNull()
    for (const row of rows()) await selectRow(row)
    await press('Delete', document.querySelector('[role="region"]')!)
    await waitFor(() => !!dialog(), 'the confirmation')
    expect(dialog()!.textContent).toContain('Delete the selection (1)?')
    await press('Delete', dialog()!)
    await waitFor(() => deletes().length === 1, 'the DELETE')
    expect(deletes()).toEqual(['DELETE /admin/sales-channels/sc_messe'])
  })

  it('offers delete only for the rows it names, with the confirmation text it gives', async () => {
    await renderList({ when: (row) => row.id === 'sc_messe', text: { one: 'customers.deleteText', many: 'customers.deleteManyText' } })
    const menus = () => document.querySelectorAll('button[aria-label^="Actions for"]')
    expect(menus().length).toBe(1)
    await openRowMenu(rows()[1])
    const item = [...document.querySelectorAll('[role="menuitem"]')].find((candidate) => candidate.textContent === 'Delete')
    await act(async () => (item as HTMLElement).click())
    await waitFor(() => !!dialog(), 'the confirmation')
    expect(dialog()!.textContent).toContain('“Messe” will be deleted. Their orders stay')
    await press('Delete', dialog()!)
    await waitFor(() => deletes().length === 1, 'the DELETE')
    // a selection deletes only the rows that may go
    for (const row of rows()) await selectRow(row)
    await press('Delete', document.querySelector('[role="region"]')!)
    await waitFor(() => !!dialog(), 'the confirmation of the selection')
    expect(dialog()!.textContent).toContain('The selected customers (1) will be deleted. Their orders stay.')
  })

  it('adds no delete anywhere without it', async () => {
    await renderList()
    expect(document.querySelector('button[aria-label^="Actions for"]')).toBeNull()
    expect(document.querySelector('tbody input[type="checkbox"]')).toBeNull()
  })
  it('deletes on the detail page without asking for the deleted entity again', async () => {
    await renderAdmin(<ResourceRoutes resource={channels(true)} />, '/sc_messe')
    await waitFor(() => document.querySelector('h1')?.textContent === 'Messe', 'the detail')
    await press('Delete')
    await waitFor(() => !!dialog(), 'the confirmation')
    requests.splice(0)
    await press('Delete', dialog()!)
    await waitFor(() => deletes().length === 1 && !document.querySelector('[role="alertdialog"]'), 'the DELETE')
    // the notification follows the refresh of what the deletion touched
    await waitFor(() => document.body.textContent!.includes('“Messe” was deleted.'), 'the notification')
    expect(requests.filter((request) => request.startsWith('GET /admin/sales-channels/'))).toEqual([])
  })
})
