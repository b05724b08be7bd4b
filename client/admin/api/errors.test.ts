import { FetchError } from '@medusajs/js-sdk'
import { describe, expect, it } from 'vitest'
import de from '../../../i18n/admin.de.json'
import en from '../../../i18n/admin.en.json'
import { adminTranslator } from '../i18n'
import { describeError, isUnauthorized, loginErrorKey, toApiError } from './errors'

const t = adminTranslator('en', en)

describe('API errors', () => {
  it('carry the status, the status text and the JSON message', () => {
    const error = new FetchError('Order is already canceled', 'Bad Request', 400)
    expect(toApiError(error)).toEqual({ status: 400, statusText: 'Bad Request', message: 'Order is already canceled' })
    expect(describeError(t, error)).toBe('Error 400 (Bad Request): Order is already canceled')
  })
  it("say Medusa's refusals of the after-sales flows in the staff's language, by their English message", () => {
    const busy = new FetchError('Order (order_01) already has an existing active order change', 'Bad Request', 400)
    expect(describeError(t, busy)).toMatch(/^A change of this order is already open/)
    expect(describeError(adminTranslator('de', de), busy)).toMatch(/^Für diese Bestellung ist bereits eine Änderung offen/)
    // an error of the server itself stays as it is, with its status
    expect(describeError(t, new FetchError('already has an existing active order change', 'Internal Server Error', 500))).toMatch(/^Error 500/)
  })
  it('fall back to the status text when the body had no message', () => {
    const error = new FetchError('', 'Internal Server Error', 500)
    expect(toApiError(error).message).toBe('Internal Server Error')
    expect(describeError(adminTranslator('de', de), error)).toBe('Fehler 500 (Internal Server Error): Internal Server Error')
  })
  it('say the server is unreachable when no answer arrived', () => {
    expect(toApiError(new TypeError('Failed to fetch')).status).toBeNull()
    expect(describeError(t, new TypeError('Failed to fetch'))).toBe('The server cannot be reached. Please check the connection.')
    expect(describeError(t, 'nonsense')).toBe('The server cannot be reached. Please check the connection.')
  })
  it('recognise an expired session', () => {
    expect(isUnauthorized(new FetchError('Unauthorized', 'Unauthorized', 401))).toBe(true)
    expect(isUnauthorized(new FetchError('Nope', 'Forbidden', 403))).toBe(false)
  })
})

describe('login errors', () => {
  it('name wrong credentials plainly and pass other messages on', () => {
    expect(loginErrorKey(new FetchError('Invalid email or password', 'Unauthorized', 401))).toEqual({ key: 'login.invalid' })
    expect(loginErrorKey(new FetchError('Boom', 'Bad Gateway', 502))).toEqual({ key: 'login.failed', message: 'Boom' })
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toEqual({ key: 'state.unreachable' })
  })
})
