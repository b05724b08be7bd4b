// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cleanup, press, renderAdmin, type, waitFor } from '../../test/render-admin'
import { actionOf, defineResource } from '../resource'
import { ActionDialog } from './action-dialog'

type Key = { id: string; title: string; note: string }

const keys = defineResource<Key>({
  name: 'sales-channels',
  path: '/admin/api-keys',
  listKey: 'api_keys',
  itemKey: 'api_key',
  route: '/api-keys',
  title: (key) => key.title,
  list: { columns: [{ id: 'title', label: 'fields.title' }] },
})

afterEach(cleanup)

describe('ActionDialog', () => {
  it('prefills its form from the rows, sends the values, and shows the answer once until closed', async () => {
    const sent: unknown[] = []
    const rotate = actionOf<Key>()({
      id: 'rotate',
      label: 'engine.save',
      form: {
        schema: z.object({ title: z.string().min(1), note: z.string() }),
        fields: [
          { name: 'title', label: 'fields.title' },
          { name: 'note', label: 'fields.description' },
        ],
        values: (rows) => ({ title: rows![0].title, note: rows!.map((row) => row.note).join(' / ') }),
        toBody: (values) => values,
      },
      run: async (rows, values) => {
        sent.push({ ids: rows.map((row) => row.id), ...values })
        return { token: 'sk_live_4711' }
      },
      done: 'engine.saved',
      result: (answer) => ({ label: 'fields.title', value: answer.token }),
    })
    let closed = 0
    await renderAdmin(
      <ActionDialog
        resource={keys}
        action={rotate}
        rows={[
          { id: 'key_1', title: 'Kasse', note: 'Laden' },
          { id: 'key_2', title: 'Lager', note: 'Keller' },
        ]}
        onClose={() => closed++}
      />,
    )
    const input = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!
    expect([input('title').value, input('note').value]).toEqual(['Kasse', 'Laden / Keller'])
    await type(input('title'), 'Kasse neu')
    await act(async () => document.querySelector('form')!.requestSubmit())
    await waitFor(() => !!document.querySelector('[data-once-result]'), 'the result')
    expect(sent).toEqual([{ ids: ['key_1', 'key_2'], title: 'Kasse neu', note: 'Laden / Keller' }])
    expect(document.querySelector<HTMLInputElement>('[data-once-result] input')!.value).toBe('sk_live_4711')
    expect(closed).toBe(0)
    await press('Done')
    expect(closed).toBe(1)
    expect(document.body.textContent).not.toContain('sk_live_4711')
  })
  it("opens a bulk action's screen in a drawer with the whole selection", async () => {
    const seen: string[][] = []
    const edit = actionOf<Key>()({
      id: 'edit-many',
      label: 'engine.save',
      run: async () => undefined,
      done: 'engine.saved',
      screen: (_, close, rows) => {
        seen.push(rows.map((row) => row.id))
        return (
          <button type="button" onClick={close}>
            {rows.map((row) => row.title).join(' + ')}
          </button>
        )
      },
    })
    let closed = 0
    await renderAdmin(
      <ActionDialog
        resource={keys}
        action={edit}
        rows={[
          { id: 'key_1', title: 'Kasse', note: '' },
          { id: 'key_2', title: 'Lager', note: '' },
        ]}
        onClose={() => closed++}
      />,
    )
    expect(seen).toEqual([['key_1', 'key_2']])
    await press('Kasse + Lager')
    expect(closed).toBe(1)
  })
})
