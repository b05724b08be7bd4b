import { describe, expect, it } from 'vitest'
import { adminPolicy, shopPolicy } from './security-headers'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('content security policies', () => {
  it('lets the shop talk to a hosted Meilisearch when one is configured, and to nothing else', async () => {
    expect(directive(await shopPolicy({}), 'connect-src')).toBe("connect-src 'self'")
    expect(directive(await shopPolicy({ MEILISEARCH_HOST: 'https://search.example.com/path' }), 'connect-src')).toBe("connect-src 'self' https://search.example.com")
    expect(directive(await shopPolicy({ MEILISEARCH_HOST: 'not a url' }), 'connect-src')).toBe("connect-src 'self'")
  })
  it('lets the back office show media pictures and upload to the storage API, and run no inline script', () => {
    const policy = adminPolicy({ MEDIA_ORIGIN: 'https://media.example.com', MEDIA_UPLOAD_ORIGIN: 'https://acc.r2.cloudflarestorage.com' })
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://media.example.com")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://media.example.com https://acc.r2.cloudflarestorage.com")
    expect(directive(adminPolicy({}), 'connect-src')).toBe("connect-src 'self'")
  })
})
