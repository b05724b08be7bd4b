import { WORKER_URL } from './browser'
import { adminToken } from './checkout-steps'

/**
 * A test-only sales channel with its own publishable key and one published product that does not
 * track inventory, shipped from the shop's stock locations (so it can be ordered). The shop's catalogue (the default channel) never shows it, and the seeded pieces,
 * mostly unique with one to four in stock, keep their stock.
 */
export const CHANNEL = 'E2E-Testkanal'
const HANDLE = 'e2e-testartikel'
// the English title, as the shop's products carry it (mails and pages in English show it)
const METADATA = { title_en: 'E2E test item' }

async function admin<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${WORKER_URL}/admin/api/admin${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: WORKER_URL },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`admin ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

export async function unlimitedVariant(): Promise<{ publishableKey: string; variantId: string }> {
  const token = await adminToken()
  let [channel] = (await admin<{ sales_channels: { id: string; name: string }[] }>(token, `/sales-channels?name=${encodeURIComponent(CHANNEL)}`)).sales_channels
  channel ??= (
    await admin<{ sales_channel: { id: string; name: string } }>(token, '/sales-channels', { name: CHANNEL, description: 'Nur für automatische Tests' })
  ).sales_channel

  const keys = (
    await admin<{ api_keys: { id: string; title: string; token: string; revoked_at: string | null }[] }>(token, '/api-keys?type=publishable&limit=100')
  ).api_keys
  let key = keys.find((candidate) => candidate.title === CHANNEL && !candidate.revoked_at)
  if (!key) {
    key = (
      await admin<{ api_key: { id: string; title: string; token: string; revoked_at: null } }>(token, '/api-keys', { title: CHANNEL, type: 'publishable' })
    ).api_key
    await admin(token, `/api-keys/${key.id}/sales-channels`, { add: [channel.id] })
  }

  // shipping options come from the stock locations a channel is linked to: orders of the channel need them
  const locations = (
    await admin<{ stock_locations: { id: string; sales_channels?: { id: string }[] }[] }>(token, '/stock-locations?fields=id,*sales_channels&limit=50')
  ).stock_locations
  for (const location of locations) {
    if (!location.sales_channels?.some((linked) => linked.id === channel.id))
      await admin(token, `/stock-locations/${location.id}/sales-channels`, { add: [channel.id] })
  }

  let [product] = (await admin<{ products: { id: string; variants: { id: string }[] }[] }>(token, `/products?handle=${HANDLE}&fields=id,*variants`)).products
  if (product) {
    // a half-made fixture of an earlier run is put right rather than trusted
    await admin(token, `/products/${product.id}`, { status: 'published', sales_channels: [{ id: channel.id }], metadata: METADATA })
  } else {
    const [profile] = (await admin<{ shipping_profiles: { id: string }[] }>(token, '/shipping-profiles')).shipping_profiles
    product = (
      await admin<{ product: { id: string; variants: { id: string }[] } }>(token, '/products', {
        title: 'E2E Testartikel',
        handle: HANDLE,
        status: 'published',
        metadata: METADATA,
        shipping_profile_id: profile.id,
        sales_channels: [{ id: channel.id }],
        options: [{ title: 'Größe', values: ['Einheit'] }],
        variants: [
          {
            title: 'Einheit',
            options: { Größe: 'Einheit' },
            manage_inventory: false,
            prices: [
              { currency_code: 'eur', amount: 10 },
              { currency_code: 'chf', amount: 10 },
              { currency_code: 'gbp', amount: 9 },
              { currency_code: 'usd', amount: 11 },
            ],
          },
        ],
      })
    ).product
  }
  return { publishableKey: key.token, variantId: product.variants[0].id }
}
