import { describe, expect, it } from 'vitest'
import { enrolmentPath } from './enrolment-path'

describe('enrolmentPath', () => {
  it('leads staff without a second factor to their profile while the shop requires one, and nowhere otherwise', () => {
    expect(enrolmentPath({ required: true, enrolled: false }, '/orders')).toBe('/profile')
    expect(enrolmentPath({ required: true, enrolled: false }, '/')).toBe('/profile')
    expect(enrolmentPath({ required: true, enrolled: false }, '/profile')).toBeNull()
    expect(enrolmentPath({ required: true, enrolled: true }, '/orders')).toBeNull()
    expect(enrolmentPath({ required: false, enrolled: false }, '/orders')).toBeNull()
    expect(enrolmentPath(undefined, '/orders')).toBeNull()
  })
})
