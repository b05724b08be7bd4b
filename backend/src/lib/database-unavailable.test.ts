import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

describe('isDatabaseUnavailable', () => {
  it('knows a database that is restarting, starting or refusing connections', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54329'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable({ message: 'the database system is starting up' })).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true)
  })

  it('finds it inside a workflow’s errors and a cause', () => {
    expect(isDatabaseUnavailable({ errors: [{ action: 'validate', error: { message: 'connect ECONNREFUSED ::1:54329' } }] })).toBe(true)
    expect(isDatabaseUnavailable(new Error('step failed', { cause: { code: '57P03' } }))).toBe(true)
  })

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(new Error('Cart not found'))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
