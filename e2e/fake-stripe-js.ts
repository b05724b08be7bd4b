import type { Page } from 'playwright-core'

/**
 * Stripe's browser side without Stripe (no Stripe server is reachable from here): requests for Stripe.js are answered
 * with a stand-in of the few calls the shop makes (`Stripe(key)`, `elements()`, the Payment Element with a card-number
 * field, `elements.submit()`, `confirmPayment`, `retrievePaymentIntent`), and its calls to api.stripe.com go to the
 * test stack's stand-in for Stripe's API (scripts/lib/fake-stripe.mjs, STRIPE_API_BASE), which confirms the intent
 * and sends Stripe's webhook to Medusa. Both are served under Stripe's own addresses, so the page's
 * Content-Security-Policy is the one production has.
 */
const STRIPE_JS = (version: string) => `(() => {
  const API = 'https://api.stripe.com/v1'
  const idOf = (secret) => secret.split('_secret_')[0]
  function makeElement() {
    const handlers = {}
    let input = null
    let node = null
    const emit = (event, value) => (handlers[event] || []).forEach((handler) => handler(value))
    const element = {
      mount(target) {
        node = typeof target === 'string' ? document.querySelector(target) : target
        const label = document.createElement('label')
        label.textContent = 'Card number'
        input = document.createElement('input')
        input.setAttribute('inputmode', 'numeric')
        input.setAttribute('autocomplete', 'cc-number')
        input.setAttribute('data-testid', 'fake-card-number')
        input.style.display = 'block'
        input.style.width = '100%'
        input.style.border = '1px solid #a8a29e'
        input.style.padding = '8px'
        input.addEventListener('input', () => emit('change', { elementType: 'payment', complete: input.value.replace(/\\s/g, '').length >= 12, empty: !input.value }))
        label.appendChild(input)
        node.appendChild(label)
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0)
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element },
      off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element },
      update() {}, focus() { input && input.focus() }, blur() {}, clear() { if (input) input.value = '' }, collapse() {},
      unmount() { if (node) node.innerHTML = '' }, destroy() { if (node) node.innerHTML = '' },
      number: () => (input ? input.value.replace(/\\s/g, '') : ''),
    }
    return element
  }
  function Stripe(key) {
    const post = (path, params) =>
      fetch(API + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ key, ...params }).toString() })
        .then((response) => response.json().then((body) => ({ status: response.status, body })))
    const stripe = {
      _registerWrapper() {}, registerAppInfo() {},
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      elements(options) {
        const elements = {
          element: null,
          create() { elements.element = makeElement(); return elements.element },
          getElement() { return elements.element },
          update() {}, fetchUpdates: () => Promise.resolve({}),
          submit: () => Promise.resolve(elements.element && /^\\d{12,19}$/.test(elements.element.number()) ? {} : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } }),
        }
        return elements
      },
      confirmPayment({ elements, clientSecret, confirmParams }) {
        return post('/payment_intents/' + idOf(clientSecret) + '/confirm', {
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': elements.element.number(),
          return_url: (confirmParams && confirmParams.return_url) || '',
        }).then(({ status, body }) => (status >= 400 ? { error: body.error } : { paymentIntent: body }))
      },
      retrievePaymentIntent(clientSecret) {
        return fetch(API + '/payment_intents/' + idOf(clientSecret) + '?' + new URLSearchParams({ key, client_secret: clientSecret }))
          .then((response) => response.json())
          .then((paymentIntent) => ({ paymentIntent }))
      },
    }
    return stripe
  }
  Stripe.version = ${JSON.stringify(version)}
  window.Stripe = Stripe
})()`

/** Serves the stand-in of Stripe.js on js.stripe.com and sends api.stripe.com to the stand-in of Stripe's API. */
export async function useFakeStripe(page: Page) {
  const api = process.env.STRIPE_API_BASE
  if (!api) throw new Error("STRIPE_API_BASE is not set: run the journey with `npm test`, which starts the stand-in for Stripe's API")
  // Playwright asks the routes last registered first: Stripe's other addresses (its telemetry) fail as offline
  await page.route('https://*.stripe.com/**', (route) => route.abort('internetdisconnected'))
  await page.route('https://js.stripe.com/**', (route) => {
    const version = /^\/([a-z0-9]+)\/stripe\.js/.exec(new URL(route.request().url()).pathname)?.[1] ?? 'v3'
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS(version) })
  })
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `${api}${url.pathname}${url.search}` })
    return route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
  })
}
