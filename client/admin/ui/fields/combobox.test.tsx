// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Choice } from '../../engine/lookup'
import type { Reference } from '../../engine/resource'
import { stubCommandListDom } from '../../test/command-list-dom'
import { cleanup, renderAdmin, type, waitFor } from '../../test/render-admin'
import { Combobox } from './combobox'

afterEach(cleanup)

let undoStubs: () => void = () => undefined
beforeAll(() => {
  undoStubs = stubCommandListDom()
})
afterAll(() => {
  vi.unstubAllGlobals()
  undoStubs()
})

const option = (label: string) => [...document.querySelectorAll('[cmdk-item]')].find((item) => item.textContent?.includes(label)) as HTMLElement | undefined
const search = () => document.querySelector<HTMLInputElement>('[cmdk-input]')!

describe('a picker whose choices are looked up as staff type', () => {
  it("lets none of an earlier text's choices be chosen until the current text's arrive, and keeps them shown meanwhile", async () => {
    let answer: ((choices: Choice[]) => void) | undefined
    const reference: Reference = {
      name: 'customers',
      path: '/admin/customers',
      listKey: 'customers',
      label: 'email',
      choices: {
        search: (search) =>
          search
            ? new Promise<Choice[]>((resolve) => (answer = resolve))
            : Promise.resolve([
                { value: 'cus_anna', label: 'anna@example.com' },
                { value: 'cus_bernd', label: 'bernd@example.com' },
              ]),
        labels: async (values) => values.map((value) => ({ value, label: value })),
      },
    }
    const chosen: string[][] = []
    await renderAdmin(<Combobox reference={reference} value={[]} onChange={(value) => void chosen.push(value)} label="Customer" />)
    await act(async () => document.querySelector<HTMLButtonElement>('[role=combobox]')!.click())
    await waitFor(() => !!option('anna@example.com'), 'the first choices')
    expect(option('anna@example.com')!.getAttribute('aria-disabled')).toBe('false')

    await type(search(), 'bernd')
    // the first text's choices stay shown while the search for "bernd" is asked, but cannot be chosen
    await waitFor(() => option('anna@example.com')?.getAttribute('aria-disabled') === 'true', 'the earlier choices held back')
    expect(document.querySelector('[cmdk-list]')!.getAttribute('aria-busy')).toBe('true')
    await act(async () => option('anna@example.com')!.click())
    expect(chosen).toEqual([])

    const bernd = option('bernd@example.com')
    await waitFor(() => answer !== undefined, 'the search for "bernd" asked')
    expect(option('anna@example.com')!.getAttribute('aria-disabled')).toBe('true')
    await act(async () => answer!([{ value: 'cus_bernd', label: 'bernd@example.com' }]))
    await waitFor(() => option('bernd@example.com')?.getAttribute('aria-disabled') === 'false', 'the current choices')
    expect(option('anna@example.com')).toBeUndefined()
    // a choice in both lists is the same element throughout: a click while the list refreshed was not lost on it
    expect(option('bernd@example.com')).toBe(bernd)
    await act(async () => option('bernd@example.com')!.click())
    expect(chosen).toEqual([['cus_bernd']])
  })
})
