// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ResourceForm } from '../../engine/form/resource-form'
import { formOf } from '../../engine/resource'
import { cleanup, renderAdmin, type, waitFor } from '../../test/render-admin'

afterEach(cleanup)

const spec = formOf<unknown>()({
  schema: z.object({ amount: z.number().min(0), pieces: z.number().int().min(0) }),
  fields: [
    { name: 'amount', label: 'order.amount', step: 0.01 },
    { name: 'pieces', label: 'fulfil.quantity' },
  ],
  values: () => ({ amount: 1890, pieces: 1 }),
  toBody: (values) => values,
})

const input = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!
const submit = () => act(async () => document.querySelector('form')!.requestSubmit())
const alert = (name: string) => document.querySelector(`[data-field="${name}"] [role=alert]`)?.textContent

describe('an amount field', () => {
  it('is a text field read by the one amount rule, German as staff type it', async () => {
    const sent: unknown[] = []
    await renderAdmin(<ResourceForm spec={spec} submitLabel="Speichern" onSubmit={async (body) => void sent.push(body)} />, '/', 'de')
    // a text field: no mouse wheel or browser locale changes the price
    expect(input('amount').type).toBe('text')
    expect(input('amount').inputMode).toBe('decimal')
    expect(input('amount').value).toBe('1.890,00')

    for (const [typed, amount] of [
      ['1.890,00', 1890],
      ['1890,00', 1890],
      ['5.000', 5000],
      ['4.999,99', 4999.99],
      ['12,5', 12.5],
    ] as const) {
      await type(input('amount'), typed)
      await submit()
      await waitFor(() => sent.length > 0, `the form sent for ${typed}`)
      expect(sent.pop(), typed).toEqual({ amount, pieces: 1 })
    }
  })

  it('refuses a text that reads no single way, saying so under the field, and sends nothing', async () => {
    const sent: unknown[] = []
    await renderAdmin(<ResourceForm spec={spec} submitLabel="Speichern" onSubmit={async (body) => void sent.push(body)} />, '/', 'de')
    for (const typed of ['1.89.0', '4,999,99', 'zwölf', '12,345,6']) {
      await type(input('amount'), typed)
      await submit()
      await waitFor(() => !!alert('amount'), `the message for ${typed}`)
      expect(alert('amount')).toBe('Bitte eine Zahl eingeben, die sich eindeutig lesen lässt, z. B. 1.890,00 oder 1890.')
      // the text stays as typed, so staff see what to correct
      expect(input('amount').value).toBe(typed)
    }
    await type(input('pieces'), '2,5')
    await submit()
    await waitFor(() => !!alert('pieces'), 'the message for a piece count with decimals')
    expect(sent).toEqual([])
  })

  it('shows what it read once staff leave it', async () => {
    await renderAdmin(<ResourceForm spec={spec} submitLabel="Save" onSubmit={async () => undefined} />)
    expect(input('amount').value).toBe('1,890.00')
    await type(input('amount'), '4999.9')
    await act(async () => input('amount').dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    expect(input('amount').value).toBe('4,999.90')
  })
})
