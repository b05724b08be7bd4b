import type { Page } from 'playwright-core'
import { type MessageKey, translator } from '../i18n'
import { dictionaries } from '../i18n/dictionaries'
import { WORKER_URL } from './browser'

/** Helpers of the account journeys: the shop's own texts in either language, waiting for hydration, signing in. */

export type Lang = 'de' | 'en'
export const texts = (locale: Lang) => {
  const t = translator(locale, dictionaries[locale])
  return (key: MessageKey, params?: Record<string, string | number>) => t(key, params).replace(/[\u00a0\u202f]/g, ' ')
}

/** Waits until a sign-in page (login, register, reset) has hydrated: its forms answer from then on. */
export const authReady = (page: Page) => page.locator('[data-auth-shell][data-hydrated="true"]').waitFor()

/** Waits until an account page shows the signed-in customer's content. */
export const accountReady = (page: Page) => page.locator('[data-testid="account-content"] > :not(p)').first().waitFor()

export async function fillRegister(page: Page, values: { first: string; last: string; email: string; password: string; confirm?: string }) {
  await page.fill('#register-first_name', values.first)
  await page.fill('#register-last_name', values.last)
  await page.fill('#register-email', values.email)
  await page.fill('#register-password', values.password)
  await page.fill('#register-confirm', values.confirm ?? values.password)
}

export async function logIn(page: Page, country: string, email: string, password: string, target = `/${country}/account`) {
  await page.goto(`/${country}/login?redirect=${encodeURIComponent(target)}`)
  await authReady(page)
  await page.fill('#login-email', email)
  await page.fill('#login-password', password)
  await page.locator('[data-testid="login-form"] button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === target.split('?')[0])
}

/** Hands the browser a session made outside it (`registerCustomer`), as a sign-in would leave it. */
export async function sessionCookie(session: { cookie: string }, page: Page) {
  const [name, value] = session.cookie.split('=')
  await page.context().addCookies([
    { name: name!, value: value!, url: WORKER_URL, httpOnly: true },
    { name: 'signed_in', value: '1', url: WORKER_URL },
  ])
}

/** The error text shown under a field. */
export const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`)

/** A cart made in the browser itself (so it carries the signed-in customer), with one line, as the cart cookie. */
export async function cartInBrowser(page: Page, country: string, variantId: string) {
  const id = await page.evaluate(
    async ({ country, variantId }) => {
      const post = async (path: string, body: unknown): Promise<{ cart: { id: string } }> => {
        const response = await fetch(`/medusa/store${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
        return response.json()
      }
      const { regions } = (await (await fetch('/api/regions')).json()) as { regions: { id: string; countries: { iso_2: string }[] }[] }
      const region = regions.find((candidate) => candidate.countries.some((c) => c.iso_2 === country))!
      const { cart } = await post('/carts', { region_id: region.id })
      await post(`/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
      return cart.id as string
    },
    { country, variantId },
  )
  await page.context().addCookies([{ name: 'cart_id', value: id, url: WORKER_URL }])
  return id
}
