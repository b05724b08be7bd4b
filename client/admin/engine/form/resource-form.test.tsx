// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cleanup, renderAdmin, waitFor } from '../../test/render-admin'
import { Combobox } from '../../ui/fields/combobox'
import { formOf, type Reference } from '../resource'
import { ResourceForm } from './resource-form'

afterEach(cleanup)

const fields = () => [...document.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field'))

describe('a described form', () => {
  it('shows a field only while the values call for it (`when`)', async () => {
    const spec = formOf<unknown>()({
      schema: z.object({ fixed: z.boolean(), currency: z.string() }),
      fields: [
        { name: 'fixed', label: 'fields.name' },
        { name: 'currency', label: 'fields.value', when: (values) => values.fixed },
      ],
      values: () => ({ fixed: false, currency: '' }),
      toBody: (values) => values,
    })
    await renderAdmin(<ResourceForm spec={spec} submitLabel="Save" onSubmit={async () => undefined} />)
    expect(fields()).toEqual(['fixed'])
    await act(async () => document.querySelector<HTMLInputElement>('[data-field="fixed"] input')!.click())
    await waitFor(() => fields().includes('currency'), 'the currency field')
    expect(fields()).toEqual(['fixed', 'currency'])
  })
})

describe('a form that refuses to save', () => {
  it('names an error of a field it does not show, instead of doing nothing', async () => {
    const spec = formOf<unknown>()({
      schema: z.object({ fixed: z.boolean(), currency: z.string().min(1) }),
      fields: [
        { name: 'fixed', label: 'fields.name' },
        { name: 'currency', label: 'fields.value', when: (values) => values.fixed },
      ],
      values: () => ({ fixed: false, currency: '' }),
      toBody: (values) => values,
    })
    const sent: unknown[] = []
    await renderAdmin(<ResourceForm spec={spec} submitLabel="Save" onSubmit={async (body) => void sent.push(body)} />)
    await act(async () => document.querySelector('form')!.requestSubmit())
    await waitFor(() => !!document.querySelector('[role=alert]'), 'the form saying why')
    expect(document.querySelector('[role=alert]')!.textContent).toBe('Not saved – please check: Value: Required')
    expect(sent).toEqual([])
  })
})

describe('a reference with choices of its own call', () => {
  it('searches and names its values through that call, not through a list', async () => {
    const asked: string[] = []
    const reference: Reference = {
      name: 'promotions',
      path: '/admin/promotions/rule-value-options/rules/country',
      listKey: 'values',
      label: 'label',
      choices: {
        search: async (search) => (asked.push(`search:${search}`), [{ value: 'de', label: 'Germany' }]),
        labels: async (values) => (asked.push(`labels:${values.join()}`), values.map((value) => ({ value, label: value === 'de' ? 'Germany' : value }))),
      },
    }
    await renderAdmin(<Combobox reference={reference} value={['de']} onChange={() => undefined} multiple label="Countries" />)
    await waitFor(() => document.body.textContent!.includes('Germany'), 'the chosen value named')
    expect(asked).toEqual(['labels:de'])
  })
})
