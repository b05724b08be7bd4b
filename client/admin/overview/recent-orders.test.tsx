// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, renderAdmin } from '../test/render-admin'
import { RecentOrders } from './recent-orders'

afterEach(cleanup)

const order = {
  id: 'order_85',
  display_id: 85,
  created_at: '2026-11-30T10:00:00Z',
  email: 'erika@example.com',
  total: 5280,
  currency_code: 'eur',
  status: 'pending',
  payment_status: 'awaiting',
  billing_address: { first_name: 'Erika', last_name: 'Mustermann' },
} as unknown as AdminOrder

describe.each(['de', 'en'] as const)('the newest orders (%s)', (locale) => {
  it('name each link by the words it shows, so speech input finds it (axe: label-content-name-mismatch)', async () => {
    await renderAdmin(<RecentOrders orders={[order]} />, '/', locale)
    const link = document.querySelector('[data-testid="recent-orders"] a')!
    expect(link.hasAttribute('aria-label')).toBe(false)
    expect(link.textContent).toContain('#85')
    expect(link.textContent).toContain('Erika Mustermann')
  })
})
