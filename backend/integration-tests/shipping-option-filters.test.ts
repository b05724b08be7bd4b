import { describe, expect, it } from 'vitest'
import { admin } from './helpers'

type Option = { id: string; name: string; rules: { attribute: string; operator: string; value: string }[] }
const list = (query: string) =>
  admin<{ shipping_options: Option[]; count: number; message?: string }>(`/shipping-options?fields=id,name,*rules&limit=100${query}`)
const rule = (option: Option, attribute: string) => option.rules.find((candidate) => candidate.attribute === attribute && candidate.operator === 'eq')?.value

describe('GET /admin/shipping-options by direction and visibility (src/api/admin/shipping-options)', () => {
  it('answers is_return with the return options or the others, as their rules say', async () => {
    const returns = await list('&is_return=true')
    expect(returns.status).toBe(200)
    expect(returns.body.count).toBeGreaterThan(0)
    expect(returns.body.shipping_options.every((option) => rule(option, 'is_return') === 'true')).toBe(true)
    expect(returns.body.shipping_options.map((option) => option.name)).toContain('Versicherte Rücksendung')
    const outbound = await list('&is_return=false')
    expect(outbound.body.shipping_options.some((option) => rule(option, 'is_return') === 'true')).toBe(false)
    expect(outbound.body.shipping_options.map((option) => option.name)).toEqual(expect.arrayContaining(['Versicherter Versand', 'Werttransport']))
    const all = await list('')
    expect(returns.body.count + outbound.body.count).toBe(all.body.count)
  })

  it('keeps the other filters and answers an empty page where nothing matches', async () => {
    const [first] = (await list('&is_return=true')).body.shipping_options
    const one = await list(`&is_return=true&id=${first.id}`)
    expect(one.body.shipping_options.map((option) => option.id)).toEqual([first.id])
    const none = await list(`&is_return=false&id=${first.id}`)
    expect(none.body).toMatchObject({ count: 0, shipping_options: [] })
    const staffOnly = await list('&admin_only=true&is_return=false')
    expect(staffOnly.body.shipping_options.every((option) => rule(option, 'enabled_in_store') === 'false')).toBe(true)
  })

  it('refuses a value that is no flag with a 400', async () => {
    const refused = await list('&is_return=maybe')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/is_return must be true or false/)
  })
})
