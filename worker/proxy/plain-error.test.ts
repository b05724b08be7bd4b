import { describe, expect, it } from 'vitest'
import { isJson, isPlainError, plainErrorMessage } from './plain-error'

describe('which answers of Medusa the pass-through rewrites', () => {
  it("rewrites errors whose body is not JSON: Express's HTML 404, a proxy's page, plain text, no body at all", () => {
    expect(isPlainError(404, 'text/html; charset=utf-8')).toBe(true)
    expect(isPlainError(502, 'text/html')).toBe(true)
    expect(isPlainError(429, 'text/plain')).toBe(true)
    expect(isPlainError(500, null)).toBe(true)
    expect(isPlainError(400, '')).toBe(true)
  })
  it("passes Medusa's JSON errors untouched, whatever their parameters or +json flavour", () => {
    expect(isPlainError(404, 'application/json; charset=utf-8')).toBe(false)
    expect(isPlainError(401, 'Application/JSON')).toBe(false)
    expect(isPlainError(400, 'application/problem+json')).toBe(false)
    expect(isPlainError(500, 'application/json')).toBe(false)
  })
  it('never touches successes or redirects, whatever they carry (files, HTML, streams)', () => {
    expect(isPlainError(200, 'text/html')).toBe(false)
    expect(isPlainError(200, 'image/jpeg')).toBe(false)
    expect(isPlainError(204, null)).toBe(false)
    expect(isPlainError(302, 'text/plain')).toBe(false)
    expect(isPlainError(304, null)).toBe(false)
  })
  it('counts only application/json and application/*+json as JSON', () => {
    expect(isJson('application/vnd.api+json')).toBe(true)
    expect(isJson('text/json')).toBe(false)
    expect(isJson('application/jsonp')).toBe(false)
    expect(isJson('text/html+json')).toBe(false)
  })
})

describe('the message instead', () => {
  it('names what was not found, in the visitor’s language', () => {
    expect(plainErrorMessage('en', 404, 'GET', '/medusa/store/nothing')).toBe("Not found in the shop's API: GET /medusa/store/nothing")
    expect(plainErrorMessage('de', 404, 'POST', '/medusa/store/nothing')).toBe('In der Schnittstelle des Shops nicht gefunden: POST /medusa/store/nothing')
  })
  it('says a refusal is one, with its status', () => {
    expect(plainErrorMessage('en', 413, 'POST', '/medusa/store/carts')).toBe("The shop's API refused POST /medusa/store/carts (status 413).")
    expect(plainErrorMessage('de', 400, 'GET', '/admin/api/admin/x')).toBe('Die Schnittstelle des Shops hat GET /admin/api/admin/x abgelehnt (Status 400).')
  })
  it('asks to try again when the back end failed', () => {
    expect(plainErrorMessage('en', 502, 'GET', '/medusa/store/products')).toBe(
      "The shop's server could not answer just now (status 502). Please try again in a moment.",
    )
    expect(plainErrorMessage('de', 503, 'GET', '/medusa/store/products')).toMatch(
      /^Der Server des Shops konnte gerade nicht antworten \(Status 503\)\. Bitte versuchen Sie es gleich noch einmal\.$/,
    )
  })
  it('keeps a long path short', () => {
    expect(plainErrorMessage('en', 404, 'GET', `/medusa/store/${'x'.repeat(5000)}`).length).toBeLessThan(260)
  })
})
