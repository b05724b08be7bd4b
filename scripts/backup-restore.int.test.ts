import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { promisify } from 'node:util'
import Medusa from '@medusajs/js-sdk'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../e2e/checkout-steps'
import { placeOrder, registerCustomer, type Session } from '../e2e/customer-fixture'
import { placeOrderOf } from '../e2e/medusa'
import { markPaid, ship } from '../e2e/order-steps'
import { PATIENCE_MS } from '../e2e/patience'
import { storedDisposition } from '../rules/upload-types'
// @ts-expect-error: a plain .mjs module without type declarations
import { startMedusa } from './backend.mjs'
// @ts-expect-error: a plain .mjs module without type declarations
import { loadEnv } from './lib/env.mjs'
// @ts-expect-error: a plain .mjs module without type declarations
import { startS3Server } from './lib/s3-server.mjs'

/**
 * `npm run backup` of the running test shop, its files in an S3-compatible bucket as production keeps them in R2
 * (s3rver, scripts/lib/s3-server.mjs), then `npm run restore` of that file into an empty stack of its own (a database
 * of its own, the bucket emptied, so no other test's data is ever wiped): every order, customer, invoice PDF and file
 * is back byte for byte, and a Medusa on the restored database sells again. The local store (`backend/static`) is the
 * same round trip through other file calls: scripts/lib/backup/files.test.ts. In the settings group
 * (vitest.config.ts): it starts a Medusa and a bucket of its own beside the stack's.
 */

const execute = promisify(execFile)
const ROOT = new URL('..', import.meta.url).pathname
const SOURCE = process.env.DATABASE_URL ?? ''
const WORKER_URL = process.env.WORKER_URL ?? 'http://localhost:8788'
const slot = Number(process.env.STACK_SLOT ?? 0)
// the restored shop's Medusa (scripts/README.md, ports)
const RESTORED_PORT = 9109 + slot * 10
// its bucket (scripts/README.md, ports)
const BUCKET_PORT = 9207 + slot * 10
const restoredUrl = (() => {
  const url = new URL(SOURCE)
  url.pathname = `${url.pathname}_restored`
  return url.href
})()
const serverUrl = (() => {
  const url = new URL(SOURCE)
  url.pathname = '/postgres'
  return url.href
})()
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))

async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

const node = (script: string, args: string[], env: Record<string, string>) =>
  execute(process.execPath, [`${ROOT}scripts/${script}`, ...args], { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 })

/** A picture uploaded by staff (POST /admin/uploads): stored in backend/static as the test stack stores files. */
async function uploadPicture(): Promise<string> {
  const form = new FormData()
  form.append('files', new File([PNG], `backup-${Date.now().toString(36)}.png`, { type: 'image/png' }))
  const response = await fetch(`${WORKER_URL}/admin/api/admin/uploads`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await adminToken()}`, origin: WORKER_URL },
  })
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`)
  const { files } = (await response.json()) as { files: { url: string }[] }
  return files[0]!.url.replace(/^\/static\//, '')
}

/** The order's invoice once the shipment's subscriber issued it. */
async function invoiceOf(orderId: string) {
  const deadline = Date.now() + PATIENCE_MS
  for (;;) {
    const [invoice] = await query<{ id: string; display_number: string; pdf: string | null }>(
      SOURCE,
      'select id, display_number, pdf from invoice where order_id = $1 and pdf is not null',
      [orderId],
    )
    if (invoice) return invoice
    if (Date.now() > deadline) throw new Error(`order ${orderId} got no invoice`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function dropRestored() {
  const name = new URL(restoredUrl).pathname.slice(1)
  await query(serverUrl, 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
  await query(serverUrl, `drop database if exists "${name}"`)
}

/** An empty stack's database: freshly migrated and seeded (the stack's template of one, if kept), no order in it. */
async function emptyShop() {
  await dropRestored()
  const [template] = await query<{ datname: string }>(serverUrl, "select datname from pg_database where datname like 'juwelier_template_%' limit 1")
  if (template) await query(serverUrl, `create database "${new URL(restoredUrl).pathname.slice(1)}" template "${template.datname}"`)
}

/** The backup file `npm run backup` reported. */
const backupFile = (stdout: string) => /✓ (\S+\/juwelier-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz):/.exec(stdout)?.[1]

/** The AWS SDK the backup uses (through @medusajs/file-s3's dependency), for a bucket of s3rver. */
function s3Client(bucket: { url: string; backendEnv: Record<string, string> }) {
  const sdk = createRequire(`${ROOT}backend/package.json`)('@aws-sdk/client-s3')
  const client = new sdk.S3Client({
    region: 'auto',
    endpoint: bucket.url,
    forcePathStyle: true,
    credentials: { accessKeyId: bucket.backendEnv.S3_ACCESS_KEY_ID, secretAccessKey: bucket.backendEnv.S3_SECRET_ACCESS_KEY },
  })
  const Bucket = bucket.backendEnv.S3_BUCKET
  return {
    put: (object: { Key: string; Body: Buffer; ContentType: string; ContentDisposition?: string }) =>
      client.send(new sdk.PutObjectCommand({ Bucket, ...object })),
    keys: async (): Promise<string[]> => ((await client.send(new sdk.ListObjectsV2Command({ Bucket }))).Contents ?? []).map(({ Key }: { Key: string }) => Key),
    remove: (Key: string) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key })),
    get: async (Key: string) => {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }))
      return {
        Key,
        Body: Buffer.from(await object.Body.transformToByteArray()),
        ContentType: object.ContentType,
        ContentDisposition: object.ContentDisposition,
      }
    },
  }
}

describe('backup and restore (npm run backup, npm run restore)', () => {
  const work = mkdtempSync(`${tmpdir()}/juwelier-backup-test-`)
  let customer: Session
  const orders: { id: string; invoice: { id: string; display_number: string; pdf: string | null } }[] = []
  let picture = ''
  let medusa: { url: string; stop: () => Promise<void> } | null = null
  let bucket: { url: string; backendEnv: Record<string, string>; stop: () => Promise<void> } | null = null

  beforeAll(async () => {
    customer = await registerCustomer('backup')
    for (let n = 0; n < 2; n++) {
      const placed = await placeOrder(customer)
      await markPaid(placed.id)
      await ship(placed.id)
      orders.push({ id: placed.id, invoice: await invoiceOf(placed.id) })
    }
    picture = await uploadPicture()
    await dropRestored()
  }, 300_000)

  afterAll(async () => {
    await medusa?.stop()
    await bucket?.stop()
    await dropRestored()
    rmSync(work, { recursive: true, force: true })
  })

  it('backs the shop up (its database, and its files in an S3-compatible bucket as production keeps them in R2) into one dated file and brings every order, customer, invoice PDF and file back into an emptied shop', async () => {
    bucket = await startS3Server({ port: BUCKET_PORT, bucket: 'juwelier-backup', directory: `${work}/bucket`, allowedOrigin: WORKER_URL })
    const s3 = s3Client(bucket!)
    // the shop's files as production's bucket holds them, with the headers the shop's store gives them
    // (backend/src/modules/s3-file): the picture staff uploaded (the test stack's Medusa keeps it in backend/static),
    // shown in place, and PDFs (the invoices' bytes as an export; the invoices themselves are rows), downloaded
    const objects = [
      { Key: picture, Body: readFileSync(`${ROOT}backend/static/${picture}`), ContentType: 'image/png', ContentDisposition: storedDisposition('image/png') },
      ...orders.map(({ invoice }) => ({
        Key: `exports/${invoice.display_number}.pdf`,
        Body: Buffer.from(invoice.pdf!, 'base64'),
        ContentType: 'application/pdf',
        ContentDisposition: storedDisposition('application/pdf'),
      })),
    ]
    for (const object of objects) await s3.put(object)
    const backup = await node('backup.mjs', ['--out', `${work}/backups`], { DATABASE_URL: SOURCE, ...bucket!.backendEnv })
    const file = backupFile(backup.stdout)
    expect(file, backup.stdout).toBeDefined()

    // the shop lost: the bucket emptied, the database an empty stack's
    for (const key of await s3.keys()) await s3.remove(key)
    expect(await s3.keys()).toEqual([])
    await emptyShop()
    const restore = await node('restore.mjs', [file!], { DATABASE_URL: restoredUrl, ...bucket!.backendEnv })
    expect(restore.stdout).toMatch(new RegExp(`✓ restored \\d+ rows of \\d+ tables and ${objects.length} files`))

    // every table holds exactly the rows the backup counted
    const manifest = JSON.parse((await execute('tar', ['-xzOf', file!, './manifest.json'])).stdout) as { tables: { name: string; rows: number }[] }
    for (const { name, rows } of manifest.tables) {
      const [{ count }] = await query<{ count: string }>(restoredUrl, `select count(*) from public."${name}"`)
      expect(Number(count), name).toBe(rows)
    }
    // the orders, their customer and their invoices as they were: the PDF byte for byte
    for (const order of orders) {
      const [restored] = await query(restoredUrl, 'select id, display_id, email, customer_id from "order" where id = $1', [order.id])
      const [original] = await query(SOURCE, 'select id, display_id, email, customer_id from "order" where id = $1', [order.id])
      expect(restored).toEqual(original)
      const [invoice] = await query<{ display_number: string; pdf: string }>(restoredUrl, 'select display_number, pdf from invoice where order_id = $1', [
        order.id,
      ])
      expect(invoice!.display_number).toBe(order.invoice.display_number)
      expect(Buffer.from(invoice!.pdf, 'base64').equals(Buffer.from(order.invoice.pdf!, 'base64'))).toBe(true)
    }
    expect(await query(restoredUrl, 'select id, email from customer where id = $1', [customer.customerId])).toEqual([
      { id: customer.customerId, email: customer.email },
    ])
    // every object back in the bucket byte for byte, with its type and disposition
    expect((await s3.keys()).sort()).toEqual(objects.map(({ Key }) => Key).sort())
    for (const object of objects) expect(await s3.get(object.Key)).toEqual(object)
  }, 600_000)

  it('sells again: a Medusa on the restored database takes an order', async () => {
    const env = loadEnv() as Record<string, string>
    const mailPort = 1026 + slot * 10
    medusa = await startMedusa(
      {
        ...env,
        DATABASE_URL: restoredUrl,
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        STOREFRONT_URL: WORKER_URL,
        MAIL_RETRY_INTERVAL_MS: '2000',
        ...Object.fromEntries(
          ['STRIPE_API_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
        ),
      },
      { port: RESTORED_PORT },
    )
    const [key] = await query<{ token: string }>(
      restoredUrl,
      "select token from api_key where type = 'publishable' and revoked_at is null order by created_at limit 1",
    )
    const client = new Medusa({ baseUrl: medusa!.url, publishableKey: key!.token })
    // the restored customer signs in with the password they had
    const { token } = (await (
      await fetch(`${medusa!.url}/auth/customer/emailpass`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      })
    ).json()) as { token?: string }
    expect(token).toEqual(expect.any(String))
    const { regions } = await client.store.region.list({ fields: 'id,*countries' })
    const germany = regions.find((region) => region.countries?.some((country) => country.iso_2 === 'de'))
    const { products } = await client.store.product.list({
      region_id: germany!.id,
      fields: 'id,is_giftcard,*variants,*variants.calculated_price,+variants.inventory_quantity',
      limit: 100,
    })
    const variant = products
      .filter((product) => !product.is_giftcard)
      .flatMap((product) => product.variants ?? [])
      .find((candidate) => candidate.calculated_price?.calculated_amount && (candidate.manage_inventory === false || (candidate.inventory_quantity ?? 0) > 0))
    const order = await placeOrderOf(variant!.id, `restored-${Date.now().toString(36)}@example.de`, client)
    const [{ max }] = await query<{ max: number }>(restoredUrl, 'select max(display_id) as max from "order"')
    expect(order.display_id).toBe(max)
    // numbered after the restored orders: the sequences continue where the backup's stood
    const backedUp = await query<{ display_id: number }>(SOURCE, 'select display_id from "order" where id = any($1)', [orders.map((placed) => placed.id)])
    expect(order.display_id).toBeGreaterThan(Math.max(...backedUp.map((placed) => placed.display_id)))
  }, 300_000)
})
