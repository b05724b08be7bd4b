import type { Locator, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY } from '../rules/company'
import { uniqueClientAddress } from '../worker/test/client-address'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { axeProblemsWithin } from './axe-within'
import { type Device, LANGUAGES_AND_WIDTHS, openBrowser } from './browser'
import { waitForMail } from './mail-inbox'
import { medusa } from './medusa'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Lang = 'de' | 'en'
type Piece = { id: string; path: Record<Lang, string>; title: Record<Lang, string> }

/** A seeded piece whose product data says what the test needs (its options' titles, its categories' handles). */
async function seededPiece(wanted: (product: { options: string[]; categories: string[] }) => boolean): Promise<Piece> {
  const { products } = await medusa.store.product.list({ fields: 'id,handle,title,+metadata,*options,*categories', limit: 200 })
  const product = products.find(
    (p) =>
      p.metadata?.handle_en &&
      wanted({ options: (p.options ?? []).map((option) => option.title ?? ''), categories: (p.categories ?? []).map((category) => category.handle) }),
  )
  if (!product) throw new Error('no seeded product fits')
  return {
    id: product.id,
    path: { de: `/de/produkte/${product.handle}`, en: `/gb/products/${product.metadata!.handle_en as string}` },
    title: { de: product.title!, en: product.metadata!.title_en as string },
  }
}

let ring: Piece
let pearl: Piece
let api: AdminApi
beforeAll(async () => {
  ;[ring, pearl, api] = await Promise.all([
    seededPiece(({ options }) => options.includes('Ringgröße')),
    seededPiece(({ categories }) => categories.includes('perlenschmuck')),
    adminApi(),
  ])
})

const WORDS = {
  de: {
    sizeGuide: 'Größentabelle',
    pearlInfo: 'Perleninfo',
    ask: 'Frage zu diesem Stück',
    handModel: 'Unser Handmodell trägt Ringgröße 48',
    measure: 'So messen Sie Ihre Ringgröße',
    sizes: 'Ringgröße (Innenumfang)',
    pearls: 'Perlenarten im Vergleich',
    askTitle: (title: string) => `Frage zu „${title}“`,
    name: 'Name',
    email: 'E-Mail-Adresse',
    message: 'Ihre Nachricht',
    consent: /Datenschutzerklärung/,
    submit: 'Nachricht senden',
    sent: 'Nachricht gesendet',
    browserLocale: 'de-DE',
  },
  en: {
    sizeGuide: 'Size guide',
    pearlInfo: 'Pearl info',
    ask: 'Ask about this piece',
    handModel: 'Our hand model wears ring size 48',
    measure: 'How to measure your ring size',
    sizes: 'Ring size (inner circumference)',
    pearls: 'Types of pearls compared',
    askTitle: (title: string) => `Ask about “${title}”`,
    name: 'Name',
    email: 'E-mail address',
    message: 'Your message',
    consent: /privacy policy/,
    submit: 'Send message',
    sent: 'Message sent',
    browserLocale: 'en-GB',
  },
} as const

/** The page as the server sends it: the help is a link to its content page, and no drawer is there yet. */
async function servedClosed(page: Page, path: string, kind: string, contentPath: string) {
  const html = await (await page.request.get(path)).text()
  expect(html).toMatch(new RegExp(`<a[^>]*href="${contentPath}"[^>]*data-opens="${kind}"|<a[^>]*data-opens="${kind}"[^>]*href="${contentPath}"`))
  expect(html).not.toContain('data-testid="piece-overlay"')
}

async function openProduct(device: Device, lang: Lang, path: string) {
  browser = await openBrowser({ ...device, locale: WORDS[lang].browserLocale })
  const { page } = browser
  await page.goto(path)
  await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
  return page
}

/** Opens a help by its link; the drawer is a dialog named by its title, and the focus is inside it. */
async function openHelp(page: Page, link: string, title: string): Promise<Locator> {
  await page.getByTestId('piece-help').getByRole('link', { name: link }).click()
  const drawer = page.getByRole('dialog', { name: title })
  await drawer.waitFor()
  await poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  return drawer
}

/** Tab keeps the focus inside the drawer; Escape closes it and the focus is back on the link that opened it. */
async function keyboardAndClose(page: Page, drawer: Locator, kind: string) {
  for (let n = 0; n < 6; n++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await drawer.waitFor({ state: 'hidden' })
  await poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.opens)).toBe(kind)
}

const JOURNEYS = LANGUAGES_AND_WIDTHS

describe('the size guide, the pearl info and a question about a piece, in place on the product page', () => {
  for (const { lang, device, width } of JOURNEYS.slice(0, 2)) {
    it(`opens the size guide from a ring's page (${lang}, ${width}): the sizes, how to measure, the hand model's size`, async () => {
      const country = lang === 'de' ? '/de' : '/gb'
      const page = await openProduct(device, lang, ring.path[lang])
      await servedClosed(page, ring.path[lang], 'sizeGuide', `${country}/content/ringgroessen`)
      const drawer = await openHelp(page, WORDS[lang].sizeGuide, WORDS[lang].sizeGuide)
      await poll(() => drawer.innerText()).toContain(WORDS[lang].handModel)
      expect(await drawer.getByRole('heading', { name: WORDS[lang].measure }).count()).toBe(1)
      expect(await drawer.getByRole('table', { name: WORDS[lang].sizes }).getByRole('row').count()).toBeGreaterThan(20)
      expect(await axeProblemsWithin(page, '[data-testid="piece-overlay"]')).toEqual([])
      if (width === 'phone') await expectNoSidewaysOverflow(page)
      await keyboardAndClose(page, drawer, 'sizeGuide')
      // the content page stays
      expect((await page.request.get(`${country}/content/ringgroessen`)).status()).toBe(200)
    })
  }

  for (const { lang, device, width } of JOURNEYS.slice(2)) {
    it(`opens the pearl info from a pearl piece's page (${lang}, ${width}), and a ring's page has no pearl info`, async () => {
      const page = await openProduct(device, lang, pearl.path[lang])
      await servedClosed(page, pearl.path[lang], 'pearlInfo', `${lang === 'de' ? '/de' : '/gb'}/content/perleninfo`)
      expect(await page.getByTestId('piece-help').getByRole('link', { name: WORDS[lang].sizeGuide }).count()).toBe(0)
      const drawer = await openHelp(page, WORDS[lang].pearlInfo, WORDS[lang].pearlInfo)
      await poll(() => drawer.getByRole('table', { name: WORDS[lang].pearls }).count()).toBe(1)
      expect(await axeProblemsWithin(page, '[data-testid="piece-overlay"]')).toEqual([])
      if (width === 'phone') await expectNoSidewaysOverflow(page)
      await keyboardAndClose(page, drawer, 'pearlInfo')
      await page.goto(ring.path[lang])
      expect(await page.getByTestId('piece-help').getByRole('link', { name: WORDS[lang].pearlInfo }).count()).toBe(0)
    })
  }

  for (const { lang, device, width } of [JOURNEYS[0], JOURNEYS[1]]) {
    it(`sends a question about a piece (${lang}, ${width}): the shop gets it by mail, and the back office links the piece`, async () => {
      const words = WORDS[lang]
      const piece = lang === 'de' ? pearl : ring
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
      const name = `Ada Frage ${tag}`
      const email = `e2e-frage-${tag}@example.com`
      const page = await openProduct(device, lang, piece.path[lang])
      // each journey writes from an address of its own: the shop throttles messages per sender
      await page.setExtraHTTPHeaders({ 'cf-connecting-ip': uniqueClientAddress() })
      const drawer = await openHelp(page, words.ask, words.askTitle(piece.title[lang]))
      const form = drawer.getByRole('form')
      await form.waitFor()
      expect(await form.getByLabel(/Betreff|Subject/).inputValue()).toBe(lang === 'de' ? `Frage zu „${piece.title.de}“` : `Question about “${piece.title.en}”`)
      await form.getByLabel(words.name).fill(name)
      await form.getByLabel(words.email).fill(email)
      await form.getByLabel(words.message).fill(`Gibt es dieses Stück auch mit Gravur? ${tag}`)
      await form.getByLabel(words.consent).check()
      expect(await axeProblemsWithin(page, '[data-testid="piece-overlay"]')).toEqual([])
      if (width === 'phone') await expectNoSidewaysOverflow(page)
      await form.getByRole('button', { name: words.submit }).click()
      await poll(() => drawer.getByRole('status').innerText()).toContain(words.sent)

      const mail = await waitForMail(COMPANY.email, { subject: name })
      expect(mail.subject).toBe(`Frage zu „${piece.title.de}“ von ${name}`)
      expect(mail.text).toContain(tag)
      expect(mail.header('reply-to')).toContain(email)

      const { contact_messages } = await api.client.fetch<{ contact_messages: { id: string; product_id: string | null; product_title: string | null }[] }>(
        '/admin/contact-messages',
        { query: { email } },
      )
      expect(contact_messages).toEqual([expect.objectContaining({ product_id: piece.id, product_title: piece.title.de })])
      await page.keyboard.press('Escape')
      await openSignedIn(page, `/admin/${lang}/contact-messages/${contact_messages[0]!.id}`)
      const link = page.getByTestId('contact-message-product')
      await poll(() => link.innerText()).toBe(piece.title.de)
      expect(await link.getAttribute('href')).toBe(`/admin/${lang}/products/${piece.id}`)
    })
  }
})
