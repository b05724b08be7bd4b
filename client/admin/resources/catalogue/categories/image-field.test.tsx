// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ResourceForm } from '../../../engine/form/resource-form'
import { formOf } from '../../../engine/resource'
import { cleanup, renderAdmin, waitFor } from '../../../test/render-admin'
import { ImageField } from './image-field'

// The file store as the back office sees it through Medusa: uploads get keys in turn, deletions are recorded.
let uploaded = 0
let deleted: string[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (url.pathname.endsWith('/admin/uploads/presigned-urls'))
      return json({ url: '/admin/uploads', filename: 'x.png', originalname: 'x.png', extension: 'png', size: 1, mime_type: 'image/png' })
    if (url.pathname.endsWith('/admin/uploads') && init?.method === 'POST') {
      uploaded += 1
      return json({ files: [{ id: `pic-${uploaded}.png`, url: `/static/pic-${uploaded}.png` }] })
    }
    if (init?.method === 'DELETE') {
      deleted.push(decodeURIComponent(url.pathname.split('/').pop()!))
      return json({ deleted: true })
    }
    throw new Error(`unexpected ${init?.method} ${url.pathname}`)
  })
})
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => {
  uploaded = 0
  deleted = []
})
afterEach(cleanup)

const spec = formOf<{ image: string }>()({
  schema: z.object({ image: z.string() }),
  fields: [{ name: 'image', label: 'categories.image', component: ImageField }],
  values: () => ({ image: '/static/stored.png' }),
  toBody: (values) => values,
})

const saved: unknown[] = []
const render = () => renderAdmin(<ResourceForm spec={spec} submitLabel="Save" onSubmit={async (body) => void saved.push(body)} onCancel={() => undefined} />)
const shown = () => document.querySelector('img')?.getAttribute('src') ?? ''

async function choose() {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!
  const before = uploaded
  await act(async () => {
    Object.defineProperty(input, 'files', { configurable: true, value: [new File(['x'], 'ring.png', { type: 'image/png' })] })
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await waitFor(() => uploaded === before + 1 && shown().includes(`pic-${uploaded}`), 'the upload')
}

const removeButton = () => [...document.querySelectorAll('button')].find((button) => button.textContent === 'Remove picture')!

describe('a picture uploaded in a form and not kept', () => {
  it('is deleted when replaced or removed before saving; the stored picture never is', async () => {
    const { unmount } = await render()
    await choose()
    await choose()
    expect(deleted).toEqual(['pic-1.png'])
    await act(async () => removeButton().click())
    await waitFor(() => deleted.length === 2, 'the second deletion')
    expect(deleted).toEqual(['pic-1.png', 'pic-2.png'])
    await unmount()
    expect(deleted).toEqual(['pic-1.png', 'pic-2.png'])
  })

  it('is deleted when the form is closed unsaved', async () => {
    const { unmount } = await render()
    await choose()
    await unmount()
    await waitFor(() => deleted.length === 1, 'the deletion')
    expect(deleted).toEqual(['pic-1.png'])
  })

  it('stays once the form is saved with it, even removed afterwards', async () => {
    const { unmount } = await render()
    await choose()
    await act(async () => document.querySelector('form')!.requestSubmit())
    await waitFor(() => saved.length === 1, 'the save')
    expect(saved).toEqual([{ image: '/static/pic-1.png' }])
    await act(async () => removeButton().click())
    await unmount()
    expect(deleted).toEqual([])
  })
})
