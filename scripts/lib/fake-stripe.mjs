import { createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

/**
 * A stand-in for Stripe's API on the test stack (no Stripe server is reachable from here): Medusa's Stripe providers
 * reach it through STRIPE_API_BASE (backend/src/lib/stripe-settings.ts, refused in production), and a journey's
 * browser reaches it through its own stand-in of Stripe.js (e2e/fake-stripe-js.ts routes api.stripe.com here). It
 * keeps PaymentIntents in memory and does what Stripe does with them, as far as the shop's payments go:
 * - `POST /v1/payment_intents` (the server, with its secret key; an `Idempotency-Key` answers the same intent again),
 *   `GET /v1/payment_intents/:id`, `POST …/:id/capture`, `POST …/:id/cancel`;
 * - `POST /v1/payment_intents/:id/confirm` (the browser, with the intent's client secret): a test card pays, the
 *   intent is then `succeeded` (automatic capture) or `requires_capture` (manual), and Stripe's webhook goes to
 *   Medusa signed with the shop's webhook secret: `payment_intent.succeeded` or `payment_intent.amount_capturable_updated`.
 *   The card number `4000000000000002` is declined, as Stripe's test card is;
 * - anything else: Stripe's 404 error (a refund, for instance, fails as it does without Stripe).
 */
export async function startFakeStripe({ port, webhookUrl, webhookSecret, log = () => {} }) {
  const intents = new Map()
  const byIdempotencyKey = new Map()

  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' })
    res.end(JSON.stringify(body))
  }
  const stripeError = (res, status, message, extra = {}) => send(res, status, { error: { type: 'invalid_request_error', message, ...extra } })

  async function deliver(type, intent) {
    const payload = JSON.stringify({
      id: `evt_fake_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2024-09-30.acacia',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: intent },
    })
    const timestamp = Math.floor(Date.now() / 1000)
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex')
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
        body: payload,
      })
      log(`fake Stripe: ${type} ${intent.id} → ${response.status}`)
    } catch (error) {
      log(`fake Stripe: ${type} ${intent.id} not delivered: ${error.message}`)
    }
  }

  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204, {})
    const url = new URL(req.url, 'http://fake-stripe')
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    const field = (name) => form.get(name) ?? url.searchParams.get(name)
    const match = /^\/v1\/payment_intents(?:\/([^/]+)(?:\/(confirm|capture|cancel))?)?$/.exec(url.pathname)
    if (!match) return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`)
    const [, id, action] = match

    if (!id && req.method === 'POST') {
      const key = req.headers['idempotency-key']
      if (key && byIdempotencyKey.has(key)) return send(res, 200, intents.get(byIdempotencyKey.get(key)))
      const amount = Number(field('amount'))
      if (!Number.isInteger(amount) || amount <= 0) return stripeError(res, 400, 'Invalid positive integer: amount')
      const intentId = `pi_fake_${randomBytes(10).toString('hex')}`
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        currency: field('currency'),
        capture_method: field('capture_method') ?? 'automatic',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: { session_id: field('metadata[session_id]') ?? '' },
        payment_method: null,
        payment_method_types: [field('payment_method_types[0]') ?? 'card'],
        status: 'requires_payment_method',
      }
      intents.set(intentId, intent)
      if (key) byIdempotencyKey.set(key, intentId)
      return send(res, 200, intent)
    }

    const intent = id && intents.get(id)
    if (!intent) return stripeError(res, 404, `No such payment_intent: '${id}'`, { code: 'resource_missing' })
    // the browser's calls carry the intent's client secret, the server's its secret key
    const browser = field('client_secret') !== null
    if (browser && field('client_secret') !== intent.client_secret) return stripeError(res, 400, 'The client_secret provided does not match')

    if (!action && req.method === 'GET') return send(res, 200, intent)
    if (action === 'confirm' && req.method === 'POST') {
      if (intent.status !== 'requires_payment_method') return stripeError(res, 400, `This PaymentIntent's status is ${intent.status}`)
      if (field('payment_method_data[card][number]') === '4000000000000002') {
        return send(res, 402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: intent } })
      }
      intent.payment_method = `pm_fake_${randomBytes(6).toString('hex')}`
      if (intent.capture_method === 'manual') Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount })
      else Object.assign(intent, { status: 'succeeded', amount_received: intent.amount })
      send(res, 200, intent)
      // Stripe's webhook comes after the browser's answer, as it does from Stripe
      setTimeout(() => deliver(intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.amount_capturable_updated', { ...intent }), 50)
      return
    }
    if (action === 'capture' && req.method === 'POST') {
      if (intent.status === 'succeeded')
        return stripeError(res, 400, 'This PaymentIntent has already been captured', { code: 'payment_intent_unexpected_state', payment_intent: intent })
      if (intent.status !== 'requires_capture') return stripeError(res, 400, `This PaymentIntent's status is ${intent.status}`)
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount_capturable, amount_capturable: 0 })
      return send(res, 200, intent)
    }
    if (action === 'cancel' && req.method === 'POST') {
      Object.assign(intent, { status: 'canceled' })
      return send(res, 200, intent)
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
