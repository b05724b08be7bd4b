// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import recorded from '../test/recorded-answers.json'
import { cleanup, renderAdmin, waitFor } from '../test/render-admin'

/**
 * Every registered description's list, detail, edit and create screens rendered by the generic engine against
 * Medusa's recorded answers (`node scripts/record-admin-answers.mjs` records them from a running stack): a
 * description whose columns, sections or form do not fit what Medusa answers fails here, without a stack.
 */
const answers = recorded as Record<string, Record<string, unknown>>
const requested: string[] = []

function answer(url: URL): Response {
  const path = url.pathname.replace(/^\/admin\/api/, '')
  requested.push(path)
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  if (path === '/admin/users/me') return json({ user: { id: 'user_1', email: 'admin@juwelier.local', metadata: {} } })
  // the members of a group are customers listed by their group
  if (answers[path]) return json(answers[path])
  return json({ type: 'not_found', message: `nothing recorded for ${path}` }, 404)
}

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => answer(new URL(input instanceof Request ? input.url : String(input), location.origin)))
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const { REGISTERED, REGISTRY } = await import('./registry')
const { AREA_LOADERS } = await import('../routes')
const { ResourceRoutes } = await import('../engine/screens/resource-routes')

const heading = () => document.querySelector('h1')?.textContent ?? ''

describe.each(REGISTERED)('the description of %s', (name, entry) => {
  const list = answers[entry.path] as Record<string, Record<string, string>[]> | undefined
  const row = list?.[entry.listKey]?.[0]
  // a currency is named by its code (the description's `key`), everything else by its id
  const first = row && { id: row.id ?? row.code }

  it('is registered under its own name and has recorded answers', async () => {
    const resource = await AREA_LOADERS[name]()
    expect(resource.name).toBe(name)
    expect(resource.route).toBe(REGISTRY[name].route)
    expect(first, `record answers for ${name}`).toBeDefined()
  })

  it('renders its list, detail, edit and create screens', async () => {
    const resource = await AREA_LOADERS[name]()
    const list = await renderAdmin(<ResourceRoutes resource={resource} />, '/')
    if (!resource.screens?.list && !resource.single) {
      await waitFor(() => !!document.querySelector(`[data-resource-list="${name}"] tbody tr`), `the rows of ${name}`)
      const headers = [...document.querySelectorAll(`[data-resource-list="${name}"] thead th`)].map((th) => th.textContent)
      expect(headers.join()).not.toMatch(/resources\.|fields\.|\w+\.\w+Hint/)
    } else await waitFor(() => heading() !== '', `the list of ${name}`)
    await list.unmount()

    // a resource whose rows lead elsewhere has no detail of its own (a variant's row opens its product), or nowhere (plugins)
    if (!resource.detail) return expect(resource.list.link === false || typeof resource.list.link === 'function').toBe(true)
    const item = answers[`${entry.path}/${first!.id}`]?.[entry.itemKey] as { id: string }
    const detail = await renderAdmin(<ResourceRoutes resource={resource} />, `/${first!.id}`)
    await waitFor(() => heading() === resource.title(item as never, 'en'), `the detail of ${name}`)
    for (const section of resource.detail?.sections ?? [])
      if (!section.bare) expect(document.querySelector(`[data-section="${section.id}"]`), section.id).not.toBeNull()
    for (const child of (resource.detail?.children ?? []).filter((child) => !child.when || child.when(item)))
      await waitFor(() => !!document.querySelector(`[data-child="${child.id}"] tbody tr`), `the ${child.id} of ${name}`)
    await detail.unmount()

    if (resource.edit) {
      const edit = await renderAdmin(<ResourceRoutes resource={resource} />, `/${first!.id}/edit`)
      await waitFor(() => !!document.querySelector('[role="dialog"] form, main form, form'), `the edit form of ${name}`)
      expect(document.querySelectorAll('[data-field]').length).toBeGreaterThan(0)
      await edit.unmount()
    }
    if (resource.create && !resource.screens?.create) {
      const create = await renderAdmin(<ResourceRoutes resource={resource} />, '/new')
      await waitFor(() => !!document.querySelector('form [data-field]'), `the create form of ${name}`)
      await create.unmount()
    }
  })
})
