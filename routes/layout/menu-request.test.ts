import { afterEach, describe, expect, it, vi } from 'vitest'
import { menuRequest } from './menu-request'

const MENU = { product_categories: [{ id: 'pcat_ringe', name: 'Ringe' }], functional_categories: [] }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the mobile menu’s categories', () => {
  it('are asked for once: the tap’s early request and the drawer share one answer', async () => {
    const fetch = vi.fn(async () => Response.json({ menu: MENU }))
    vi.stubGlobal('fetch', fetch)
    const early = menuRequest('de')
    const drawer = menuRequest('de')
    expect(await drawer).toEqual(MENU)
    expect(await early).toBe(await drawer)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]).toEqual(['/api/categories/de/menu', expect.anything()])
  })

  it('are asked for again after a failure, so “try again” can succeed', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'back end down' }, { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    await expect(menuRequest('en')).rejects.toThrow('back end down')
    fetch.mockImplementation(async () => Response.json({ menu: MENU }))
    expect(await menuRequest('en')).toEqual(MENU)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
