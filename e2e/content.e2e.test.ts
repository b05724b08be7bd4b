import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { linkIn, waitForMail } from './mail-inbox'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
/** The forms switch to their own validation (noValidate) once React has hydrated them. */
const hydrated = (selector: string) => `${selector}[novalidate]`

describe('content, contact, newsletter and videos in Chromium', () => {
  it('reads a content page in German and in English', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto('/de/content/widerrufsrecht')
    expect(await page.locator('h1').innerText()).toBe('Widerrufsrecht')
    expect(await page.getByRole('heading', { name: 'Muster-Widerrufsformular' }).count()).toBe(1)
    expect(await page.title()).toBe('Widerrufsrecht | Juwelier Aurelia')

    await page.goto('/us/content/widerrufsrecht')
    expect(await page.locator('h1').innerText()).toBe('Right of withdrawal')
    expect(await page.getByRole('heading', { name: 'Model withdrawal form' }).count()).toBe(1)
    // a link inside the text navigates in the visitor's country
    await page.locator('main').getByRole('link', { name: 'contact form' }).click()
    await page.waitForURL('**/us/contact')
    expect(await page.locator('h1').innerText()).toBe('We look forward to hearing from you')
    expect(errors).toEqual([])
  })

  it('sends the contact form: a field error first, then the success message', async () => {
    browser = await openBrowser({ locale: 'en-US' })
    const { page, errors } = browser
    await page.goto('/us/contact')
    await page.waitForSelector(hydrated('form[action="/api/contact"]'))

    await page.getByLabel('Name').fill('Anna Schmidt')
    await page.getByLabel('E-mail address').fill('anna.example.com')
    await page.getByLabel('Your message').fill('Could you resize my ring to 52, please?')
    await page.getByLabel(/I have read the privacy policy/).check()
    await page.getByRole('button', { name: 'Send message' }).click()
    const emailError = page.locator('#contact-email-error')
    await expect.poll(() => emailError.innerText()).toBe('Please enter a valid e-mail address, e.g. name@example.com.')
    expect(await page.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email')

    await page.getByLabel('E-mail address').fill(unique('e2e-contact'))
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => page.locator('main [role="status"]').innerText()).toContain('Thank you! We will process your message promptly.')
    expect(errors).toEqual([])
  })

  it('subscribes to the newsletter on the home page and confirms it with the link of the mail', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    const email = unique('e2e-news')
    await page.goto('/de')
    const form = page.locator(hydrated('form[action="/api/newsletter/subscribe"]'))
    await form.waitFor()
    await form.getByLabel('E-Mail-Adresse').fill(email)
    await form.getByRole('button', { name: 'Anmelden' }).click()
    const consent = form.getByRole('checkbox', { name: /Ja, ich möchte den Newsletter erhalten/ })
    expect(await consent.getAttribute('aria-invalid')).toBe('true')
    // the consent comes before the button that sends it: in the tab order and on the screen
    const submit = form.getByRole('button', { name: 'Anmelden' })
    expect(
      await consent.evaluate((box, button) => Boolean(box.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING), await submit.elementHandle()),
    ).toBe(true)
    expect((await consent.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y)
    await expect.poll(() => form.locator('.field-error').innerText()).toContain('Newsletter erhalten')

    await consent.check()
    await form.getByRole('button', { name: 'Anmelden' }).click()
    await expect.poll(() => page.locator('[data-newsletter] [role="status"]').innerText()).toContain('Bitte bestätigen Sie Ihre Anmeldung')

    const mail = await waitForMail(email, { subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung' })
    await page.goto(linkIn(mail, 'Anmeldung bestätigen'))
    expect(await page.locator('h1').innerText()).toBe('Anmeldung bestätigt')
    expect(await page.locator('[data-testid="newsletter-confirm-status"]').innerText()).toContain('Ihre Anmeldung ist bestätigt')
    expect(errors).toEqual([])
  })

  it('lists the videos and loads the YouTube player only after a click on the facade', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    const youtube: string[] = []
    page.on('request', (request) => /youtube|ytimg|google/.test(request.url()) && youtube.push(request.url()))
    // no outside network here: answer the player's request so the test does not wait on it
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }))

    await page.goto('/de/videos')
    const cards = page.locator('main a[href^="/de/videos/"]')
    expect(await cards.count()).toBeGreaterThan(0)
    const title = await cards.first().locator('h2').innerText()
    await cards.first().click()
    await page.waitForURL(/\/de\/videos\/[^/]+$/)
    expect(await page.locator('h1').innerText()).toBe(title)
    expect(await page.getByRole('link', { name: 'Zum Produkt' }).getAttribute('href')).toMatch(/^\/de\/produkte\//)
    expect(await page.locator('iframe').count()).toBe(0)
    expect(youtube).toEqual([])

    await page.getByRole('button', { name: `Video abspielen: ${title}` }).click()
    const frame = page.locator('iframe')
    await frame.waitFor()
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/)
    expect(await frame.getAttribute('title')).toBe(`YouTube-Video: ${title}`)
    expect(errors).toEqual([])
  })
})
