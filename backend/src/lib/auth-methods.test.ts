import { describe, expect, it } from 'vitest'
import { authMethodsPerActor } from './auth-methods'

describe('authMethodsPerActor', () => {
  it('lets staff sign in with e-mail and password only, with or without Google credentials', () => {
    expect(authMethodsPerActor({}).user).toEqual(['emailpass'])
    expect(authMethodsPerActor({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).user).toEqual(['emailpass'])
  })
  it('offers customers Google only when both credentials are set', () => {
    expect(authMethodsPerActor({}).customer).toEqual(['emailpass'])
    expect(authMethodsPerActor({ GOOGLE_CLIENT_ID: 'id' }).customer).toEqual(['emailpass'])
    expect(authMethodsPerActor({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).customer).toEqual(['emailpass', 'google'])
  })
})
