import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { uniqueClientAddress } from '../worker/test/client-address'
import { ADMIN_EMAIL, type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, WORKER_URL } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

let api: AdminApi
beforeAll(async () => {
  api = await adminApi()
})

type Stored = { id: string; status: string; answered_by: string | null; answered_at: string | null }

/** A visitor writes through the shop's contact form endpoint; the message as Medusa stores it. */
async function visitorWrites(email: string, subject: string, message: string) {
  const sent = await fetch(`${WORKER_URL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueClientAddress() },
    body: JSON.stringify({ name: 'Henriette Goldschmied', email, subject, message, consent: true, locale: 'de', country_code: 'de' }),
  })
  expect(sent.status).toBe(201)
  const { contact_messages } = await api.client.fetch<{ contact_messages: Stored[] }>('/admin/contact-messages', { query: { email } })
  expect(contact_messages).toHaveLength(1)
  return contact_messages[0]!
}

const JOURNEYS = [
  {
    locale: 'de',
    browserLocale: 'de-DE',
    table: 'Kontaktanfragen',
    markAnswered: 'Als beantwortet markieren',
    done: 'ist als beantwortet markiert.',
    answeredBy: 'Beantwortet von',
    state: 'beantwortet',
  },
  {
    locale: 'en',
    browserLocale: 'en-GB',
    table: 'Contact messages',
    markAnswered: 'Mark as answered',
    done: 'is marked as answered.',
    answeredBy: 'Answered by',
    state: 'answered',
  },
] as const

describe('a contact message read and marked answered in the back office', () => {
  for (const journey of JOURNEYS) {
    it(`in ${journey.locale === 'de' ? 'German' : 'English'}: finds the message, reads it, marks it answered, and Medusa records who and when`, async () => {
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
      const email = `e2e-kontakt-${tag}@example.com`
      const subject = `Ringgröße ${tag}`
      const text = `Guten Tag, passt der Ring ${tag} auch in Größe 54?`
      const stored = await visitorWrites(email, subject, text)
      expect(stored).toMatchObject({ status: 'new', answered_by: null })

      browser = await openBrowser({ locale: journey.browserLocale })
      const { page, errors } = browser
      await openSignedIn(page, `/admin/${journey.locale}/contact-messages?q=${encodeURIComponent(email)}`)
      const table = page.getByRole('table', { name: journey.table })
      await poll(() => table.locator('tbody tr').count()).toBe(1)
      await table.getByRole('link', { name: subject }).click()
      await page.waitForURL((url) => url.pathname === `/admin/${journey.locale}/contact-messages/${stored.id}`)
      await poll(() => page.getByTestId('contact-message-text').innerText()).toBe(text)

      await page.getByRole('button', { name: journey.markAnswered }).click()
      await page.getByRole('dialog', { name: journey.markAnswered }).getByRole('button', { name: journey.markAnswered }).click()
      await poll(() => page.getByRole('region', { name: /Notifications|Benachrichtigungen/ }).innerText()).toContain(journey.done)
      await poll(() => page.locator('[data-section="answer"]').innerText()).toContain(ADMIN_EMAIL)
      await expect(page.getByRole('button', { name: journey.markAnswered }).count()).resolves.toBe(0)

      const { contact_message } = await api.client.fetch<{ contact_message: Stored }>(`/admin/contact-messages/${stored.id}`)
      expect(contact_message).toMatchObject({ status: 'answered', answered_by: ADMIN_EMAIL, answered_at: expect.any(String) })
      expect(Date.now() - new Date(contact_message.answered_at!).getTime()).toBeLessThan(5 * 60_000)
      expect(errors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
    })
  }
})
