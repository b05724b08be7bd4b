import type { AdminWorkflowExecution } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { errorsOf, stepsOf } from './workflow-steps'

const step = (id: string, depth: number, invoke: string, startedAt?: number, compensate = 'dormant') =>
  [id, { id, depth, startedAt, invoke: { state: invoke, status: 'idle' }, compensate: { state: compensate, status: 'idle' }, definition: {} }] as const

const failedPlacement = {
  execution: {
    steps: Object.fromEntries([
      step('_root', 0, 'not_started'),
      step('_root.validate-cart', 1, 'done', 1000),
      step('_root.validate-cart.reserve-inventory', 2, 'failed', 1200, 'reverted'),
      step('_root.validate-cart.reserve-inventory.create-order', 3, 'not_started'),
      step('_root.validate-cart.acquire-lock', 2, 'done', 1100),
    ]),
  },
  context: {
    data: { invoke: {} },
    compensate: {},
    errors: [
      {
        action: '_root.validate-cart.reserve-inventory',
        handlerType: 'invoke',
        error: {
          name: 'Error',
          message: 'Not enough stock for variant ring-52',
          stack: 'Error: Not enough stock\n    at reserve (reserve.js:12:5)',
          code: 'insufficient_inventory',
        },
      },
      { action: '_root.validate-cart.acquire-lock', handlerType: 'compensate', error: { message: 'lock gone' } },
    ],
  },
} as unknown as AdminWorkflowExecution

describe('a workflow execution for diagnosis', () => {
  it('lists its steps in the order they ran, the root left out, unstarted ones last, compensations named', () => {
    expect(stepsOf(failedPlacement).map((row) => [row.name, row.invoke, row.compensate])).toEqual([
      ['validate-cart', 'done', null],
      ['acquire-lock', 'done', null],
      ['reserve-inventory', 'failed', 'reverted'],
      ['create-order', 'not_started', null],
    ])
  })

  it('gives every error in full: step, phase, message, stack and what else it carried', () => {
    expect(errorsOf(failedPlacement)).toEqual([
      {
        step: 'reserve-inventory',
        phase: 'invoke',
        name: 'Error',
        message: 'Not enough stock for variant ring-52',
        stack: 'Error: Not enough stock\n    at reserve (reserve.js:12:5)',
        detail: '{\n  "code": "insufficient_inventory"\n}',
      },
      { step: 'acquire-lock', phase: 'compensate', name: 'Error', message: 'lock gone', stack: null, detail: null },
    ])
  })

  it('copes with an execution that stored nothing', () => {
    expect(stepsOf({} as AdminWorkflowExecution)).toEqual([])
    expect(errorsOf({} as AdminWorkflowExecution)).toEqual([])
  })
})
