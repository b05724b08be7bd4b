import { describe, expect, it } from 'vitest'
import { routes } from './table'

describe('route table', () => {
  it('has unique ids and ends with the catch-all', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length)
    expect(routes.at(-1)?.path).toBe('*')
  })

  it('names in `module` the file each page comes from, so the server preloads the right chunk', async () => {
    const files = import.meta.glob('./**/*-page.tsx')
    for (const route of routes) {
      const load = files[`./${route.module}.tsx`]
      expect(load, route.id).toBeDefined()
      expect(await route.page(), route.id).toBe(await load!())
    }
  })
})
