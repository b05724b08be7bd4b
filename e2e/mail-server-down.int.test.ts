import { afterAll, describe, expect, it } from 'vitest'
import { placeOrder } from './customer-fixture'
import { sql } from './database-rows'
import { type Mail, mailsTo, waitForMails } from './mail-inbox'
import { startMailServer, stopMailServer } from './mail-server'
import { markPaid, ship, staff, staffCall } from './order-steps'
import { PATIENCE_MS } from './patience'

/**
 * Mail while the mail server is down (backend/src/mail/send-mail.ts, the outbox; backend/src/jobs/mail-retry.ts): the
 * test stack's mail catcher is stopped, mails are kept and sent once it is back, once each. In the settings group
 * (vitest.config.ts): no other test may wait for a mail meanwhile.
 */

type Outboxed = { to: string; template: string; state: string; attempts: number }
const outboxOf = (addresses: string[]) =>
  sql<Outboxed>(`select "to", "template", "state", "attempts" from "outbox_mail" where "to" = any($1) order by "to", "created_at"`, [addresses])

type Notification = { id: string; to: string; template: string; status: string; data: { delivery?: { state: string; attempts: number } } | null }
const notificationsTo = async (email: string) =>
  (await staff<{ notifications: Notification[] }>(`/notifications?q=${encodeURIComponent(email)}&channel=email&fields=id,to,template,status,data`))
    .notifications

const pdfs = (mail: Mail) => mail.attachments.filter((attachment) => attachment.contentType === 'application/pdf')
const tag = () => Date.now().toString(36)

describe('mail while the mail server is down', () => {
  // never leave the stack without its mail catcher, whatever happened
  afterAll(() => startMailServer())

  it('keeps an order confirmation and a shipping notice with its invoice, and sends each once when the server is back', async () => {
    const placing = `outbox-placed-${tag()}@example.de`
    const shipping = `outbox-shipped-${tag()}@example.de`
    // the order to ship later, confirmed and paid while the server is up
    const toShip = await placeOrder(null, { email: shipping })
    await markPaid(toShip.id)
    await waitForMails(shipping, { count: 2, timeoutMs: PATIENCE_MS })

    await stopMailServer()
    const placed = await placeOrder(null, { email: placing })
    await ship(toShip.id)

    // both recorded, tried and refused: the outbox holds them, the sent mails show them failed with their delivery
    const waiting = async () => (await outboxOf([placing, shipping])).filter((row) => row.state !== 'sent').map((row) => [row.to, row.template, row.state])
    await expect.poll(waiting, { timeout: PATIENCE_MS }).toEqual([
      [placing, 'order-placed', 'failed'],
      [shipping, 'order-shipped', 'failed'],
    ])
    const [confirmation] = await notificationsTo(placing)
    expect(confirmation).toMatchObject({ template: 'order-placed', status: 'failure', data: { delivery: { state: 'failed' } } })

    await startMailServer()
    const [confirmed] = await waitForMails(placing, { count: 1, timeoutMs: PATIENCE_MS })
    expect(confirmed!.text).toContain(String(placed.display_id))
    const shippedMails = await waitForMails(shipping, { count: 3, timeoutMs: PATIENCE_MS })
    const notice = shippedMails[2]!
    expect(pdfs(notice).map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/\.pdf$/)])
    expect(pdfs(notice)[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')

    // sent: the outbox lets go of them (their content too), so no later run sends them again; each is one record of
    // Medusa's, now sent
    await expect.poll(async () => (await outboxOf([placing, shipping])).every((row) => row.state === 'sent'), { timeout: PATIENCE_MS }).toBe(true)
    const sent = await outboxOf([placing, shipping])
    expect(sent.filter((row) => row.to === placing || row.template === 'order-shipped').every((row) => row.attempts >= 2)).toBe(true)
    expect((await mailsTo(placing)).length).toBe(1)
    expect((await mailsTo(shipping)).length).toBe(3)
    const records = [...(await notificationsTo(placing)), ...(await notificationsTo(shipping))]
    expect(records.map((record) => `${record.template} ${record.status}`).sort()).toEqual([
      'order-paid success',
      'order-placed success',
      'order-placed success',
      'order-shipped success',
    ])
    expect(await sql(`select "id" from "outbox_mail" where "to" = any($1) and "message" is not null`, [[placing, shipping]])).toEqual([])
  }, 240_000)

  it('lets staff send a mail again that the server refused (POST /admin/notifications/:id/send-again)', async () => {
    const email = `outbox-again-${tag()}@example.de`
    await stopMailServer()
    try {
      await placeOrder(null, { email })
      await expect.poll(async () => (await notificationsTo(email)).map((record) => record.status), { timeout: PATIENCE_MS }).toEqual(['failure'])
      const [failed] = await notificationsTo(email)
      // still down: the attempt fails again and says so
      const again = await staffCall(`/notifications/${failed!.id}/send-again`, {})
      expect(again.status).toBe(200)
      expect(((await again.json()) as { notification: Notification }).notification).toMatchObject({
        id: failed!.id,
        status: 'failure',
        data: { delivery: { state: 'failed' } },
      })
    } finally {
      await startMailServer()
    }
    const [record] = await notificationsTo(email)
    // the job may have sent it first: staff's call then finds nothing left to send
    const again = await staffCall(`/notifications/${record!.id}/send-again`, {})
    expect([200, 409]).toContain(again.status)
    await waitForMails(email, { count: 1, timeoutMs: PATIENCE_MS })
    await expect.poll(async () => (await outboxOf([email]))[0]?.state, { timeout: PATIENCE_MS }).toBe('sent')
    const sent = await staffCall(`/notifications/${record!.id}/send-again`, {})
    expect(sent.status).toBe(409)
    expect(((await sent.json()) as { message: string }).message).toMatch(/sent already/)
    expect((await mailsTo(email)).length).toBe(1)
  }, 240_000)
})
