import { describe, expect, it } from 'vitest'
import { uniqueClientAddress } from '../../../../worker/test/client-address'
import { signInAsStaff, unique, WORKER_URL } from '../../test/staff-session'

await signInAsStaff()
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { adminTranslator, loadAdminDictionary } = await import('../../i18n')
const { notifications, templateOf } = await import('./notifications')

describe('sent mails (GET /admin/notifications, GET /admin/notifications/{id})', () => {
  it('finds the mails to one recipient and reads one with its subject and content', async () => {
    const email = `${unique('it-mail')}@example.com`
    const signUp = await fetch(`${WORKER_URL}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueClientAddress() },
      body: JSON.stringify({ email, consent: true, locale: 'de', country_code: 'de' }),
    })
    expect(signUp.status).toBe(200)
    const calls = callsOf(notifications)
    const state = { ...EMPTY_LIST_STATE, q: email, columns: ['to', 'template', 'subject', 'status', 'created_at'] }
    await expect.poll(async () => (await calls.list(listQuery(notifications, state))).count, { timeout: 20_000 }).toBe(1)
    const { rows } = await calls.list(listQuery(notifications, state))
    expect(rows[0]).toMatchObject({ to: email, template: 'newsletter-confirmation', status: 'success' })
    expect(templateOf(rows[0]!, { t: adminTranslator('de', await loadAdminDictionary('de')), locale: 'de' })).toBe('Newsletter-Bestätigung')
    // the product export's feed notifications are not mails
    expect((await calls.list(listQuery(notifications, { ...EMPTY_LIST_STATE, q: email }))).rows.every((row) => row.to === email)).toBe(true)

    const detail = await calls.retrieve(rows[0]!.id, { fields: notifications.detail!.fields })
    expect(detail.data?.mail?.subject).toBe(rows[0]!.data?.mail?.subject)
    expect(detail.data?.mail?.subject).toMatch(/Newsletter/)
    expect(detail.data?.mail?.html).toContain('/newsletter/confirm?token=')
    expect(notifications.title(detail, 'de')).toBe(detail.data!.mail!.subject)
  })
})
