// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import recorded from '../../../test/recorded-answers.json'
import { cleanup, press, renderAdmin, type, waitFor } from '../../../test/render-admin'
import ProductCreate from './product-create'

const answers = recorded as Record<string, unknown>
const posted: Record<string, unknown>[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    const path = url.pathname.replace(/^\/admin\/api/, '')
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    if (init?.method === 'POST' && path === '/admin/products') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      posted.push(body)
      return json({ product: { id: 'prod_new', title: body.title } })
    }
    return answers[path] ? json(answers[path]) : json({ message: `nothing recorded for ${path}` }, 404)
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const input = (selector: string) => document.querySelector<HTMLInputElement>(selector)!
const cells = (currency: string) => [...document.querySelectorAll<HTMLInputElement>(`input[aria-label^="Preis "][aria-label$=", ${currency}"]`)]
const formAlert = () => [...document.querySelectorAll('[role=alert]')].map((alert) => alert.textContent).join(' ')

describe('creating a product', () => {
  it('says which required prices are missing and where, then creates it with the amounts as typed and the default shipping profile', async () => {
    await renderAdmin(<ProductCreate />, '/', 'de')
    await type(input('[data-field="title"] input'), 'Solitärring Aurora')
    await type(input('#option-title-0'), 'Ringgröße')
    const values = input('input[aria-label="Werte"]')
    await type(values, '52,54,56')
    await act(async () => values.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    await waitFor(() => cells('EUR').length === 3, 'a price cell per size')
    // which prices are required is said before anything is typed
    expect(document.body.textContent).toContain('Pflicht: ein Preis je Variante in EUR, CHF, GBP, USD')
    for (const cell of cells('EUR')) await type(cell, '1.890,00')

    await press('Produkt anlegen')
    await waitFor(() => formAlert().includes('Nicht gespeichert'), 'the form saying why it did not create the product')
    expect(posted).toEqual([])
    expect(formAlert()).toContain('Preis 52, CHF: Preis in CHF fehlt')
    expect(formAlert()).toContain('Preis 56, USD: Preis in USD fehlt')
    expect(document.body.textContent).toContain('Preis in GBP fehlt')

    for (const currency of ['CHF', 'GBP', 'USD']) for (const cell of cells(currency)) await type(cell, '1890')
    await press('Produkt anlegen')
    await waitFor(() => posted.length === 1, 'the product sent')
    const body = posted[0] as {
      handle?: string
      shipping_profile_id: string
      variants: { title: string; prices: { currency_code: string; amount: number }[] }[]
    }
    expect(body.shipping_profile_id).toBe('sp_01M8H7KEH2HRF5SS9C8WM9K68Y')
    // no handle typed: the back end makes it from the title by the shop's slug rule
    expect(body.handle).toBeUndefined()
    expect(body.variants.map((variant) => variant.title)).toEqual(['52', '54', '56'])
    for (const variant of body.variants)
      expect(variant.prices).toEqual([
        { currency_code: 'eur', amount: 1890 },
        { currency_code: 'chf', amount: 1890 },
        { currency_code: 'gbp', amount: 1890 },
        { currency_code: 'usd', amount: 1890 },
      ])
    // a whole form typed key by key: seconds of work, more on a busy host than the default 5 s allow
  }, 30_000)
})
