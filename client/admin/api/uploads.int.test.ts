import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique, WORKER_URL } from '../test/staff-session'

// Uploads through the back office's surface (/admin/api) of the single stack, where the local file module stores
// files in backend/static and Medusa serves them under /static (backend/src/lib/uploads/README.md).

await signInAsStaff()
const { sdk } = await import('./sdk')
const { deleteUpload, uploadImages, uploadMultipart, withUploadedImages } = await import('./uploads')
const { request } = await import('../engine/calls')

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>fetch("/admin/api/admin/users")</script></svg>'
const CSV = 'Product Handle,Product Title\nring-aurelia,Ring Aurelia\n'

/** POST /admin/uploads as the browser sends it, in the staff's language (the worker turns it into x-shop-locale). */
async function upload(file: File, language: 'de' | 'en' = 'en') {
  const form = new FormData()
  form.append('files', file)
  const response = await fetch(`${WORKER_URL}/admin/api/admin/uploads`, { method: 'POST', body: form, headers: { 'accept-language': language } })
  return { status: response.status, body: (await response.json()) as { message?: string; files?: { id: string; url: string }[] } }
}

/** A stored file as both surfaces serve it. */
async function served(url: string) {
  const answers = await Promise.all(['/admin/api', '/medusa'].map((mount) => fetch(`${WORKER_URL}${mount}${url}`)))
  return Promise.all(
    answers.map(async (response) => ({
      status: response.status,
      type: response.headers.get('content-type'),
      nosniff: response.headers.get('x-content-type-options'),
      csp: response.headers.get('content-security-policy'),
      disposition: response.headers.get('content-disposition'),
      length: (await response.arrayBuffer()).byteLength,
    })),
  )
}

describe('what the back office may upload (POST /admin/uploads)', () => {
  it('refuses an SVG with script, in the staff’s language, whatever it is called or declared as', async () => {
    const de = await upload(new File([SVG], 'logo.svg', { type: 'image/svg+xml' }), 'de')
    expect(de).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: expect.stringMatching(/^„logo\.svg“ wird nicht angenommen: Erlaubt sind Bilder \(JPEG, PNG, WebP, AVIF, GIF\) und Videos \(MP4, WebM\)/),
      }),
    })
    const en = await upload(new File([SVG], 'ring.png', { type: 'image/png' }), 'en')
    expect(en).toEqual({ status: 400, body: expect.objectContaining({ message: expect.stringMatching(/^“ring\.png” is not accepted: allowed are pictures/) }) })
    expect((await upload(new File(['<!doctype html><script>alert(1)</script>'], 'page.html', { type: 'text/html' }))).status).toBe(400)
  })

  it('accepts a PNG, stores it under the type of its content and serves it inline, never sniffed, in a sandbox', async () => {
    const { status, body } = await upload(new File([PNG], `${unique('ring')}.html`, { type: 'text/html' }))
    expect(status).toBe(200)
    const url = body.files![0].url
    expect(url).toMatch(/^\/static\/\d+-ring-.+\.png$/)
    for (const answer of await served(url)) {
      expect(answer).toEqual({
        status: 200,
        type: 'image/png',
        nosniff: 'nosniff',
        csp: "default-src 'none'; sandbox",
        disposition: null,
        length: PNG.byteLength,
      })
    }
  })

  it('takes the import’s CSV as a download, but not markup passed off as CSV', async () => {
    const { files } = await uploadMultipart([new File([CSV], 'import.csv', { type: 'text/csv' })])
    for (const answer of await served(files[0].url)) {
      expect(answer).toMatchObject({
        status: 200,
        type: 'text/csv; charset=UTF-8',
        nosniff: 'nosniff',
        csp: "default-src 'none'; sandbox",
        disposition: 'attachment',
      })
    }
    expect((await upload(new File([`a,b\n${SVG}`], 'import.csv', { type: 'text/csv' }))).status).toBe(400)
  })

  it('uploads pictures through the presigned flow (the local module answers /admin/uploads)', async () => {
    const [file] = await uploadImages([new File([PNG], 'pixel.png', { type: 'image/png' })])
    expect(file.url).toMatch(/^\/static\/.+\.png$/)
  })
})

describe('presigned uploads and the product import', () => {
  it('refuses to hand out an upload URL for SVG or HTML, or for a name that is not the declared type', async () => {
    for (const [originalname, mime_type] of [
      ['logo.svg', 'image/svg+xml'],
      ['page.html', 'text/html'],
      ['logo.png', 'image/svg+xml'],
      ['logo.svg', 'image/png'],
    ]) {
      await expect(sdk.admin.upload.presignedUrl({ originalname, mime_type, size: 10 }), originalname).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining(originalname),
      })
    }
    const allowed = (await sdk.admin.upload.presignedUrl({ originalname: 'ring.webp', mime_type: 'image/webp', size: 10 })) as unknown as {
      url: string
      extension: string
    }
    expect(allowed).toMatchObject({ url: '/admin/uploads', extension: 'webp' })
  })

  it('imports only CSV text: multipart and a registered file are checked by their content', async () => {
    const svg = new File([SVG], 'products.csv', { type: 'text/csv' })
    // the js-sdk sends no language and no locale cookie is set: German, the shop's default
    await expect(sdk.admin.product.import({ file: svg })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^„products\.csv“ ist keine CSV-Datei: Der Produktimport erwartet Text/),
    })
    await expect(sdk.admin.product.import({ file: new File([PNG], 'products.csv', { type: 'text/csv' }) })).rejects.toMatchObject({ status: 400 })

    const { files } = await uploadMultipart([new File([PNG], 'pixel.png', { type: 'image/png' })])
    const body = { file_key: files[0].id, originalname: 'products.csv', extension: 'csv', size: PNG.byteLength, mime_type: 'text/csv' }
    await expect(request('/admin/products/imports', { method: 'POST', body })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('products.csv'),
    })
  })
})

describe('files the back office stored and did not use (DELETE /admin/uploads/{id})', () => {
  const picture = (name: string) => new File([PNG], `${name}.png`, { type: 'image/png' })
  const status = async (url: string) => (await fetch(`${WORKER_URL}/admin/api${url}`)).status

  it('deletes a picture removed before its form was saved', async () => {
    const [file] = await uploadImages([picture(unique('removed'))])
    expect(await status(file.url)).toBe(200)
    await deleteUpload(file.id)
    expect(await status(file.url)).toBe(404)
  })

  it('deletes the pictures of a product Medusa refuses, keeps those of one it takes', async () => {
    let stored: { id: string; url: string }[] = []
    const refused = withUploadedImages([picture(unique('refused')), picture(unique('refused'))], async (images) => {
      stored = images
      // no title: Medusa answers 400 and saves nothing
      return request('/admin/products', { method: 'POST', body: { images: images.map((image) => ({ url: image.url })) } })
    })
    await expect(refused).rejects.toMatchObject({ status: 400 })
    expect(stored).toHaveLength(2)
    for (const image of stored) expect(await status(image.url)).toBe(404)

    // without an answer the request may have been saved: the pictures stay
    const unanswered = withUploadedImages([picture(unique('kept'))], async (images) => {
      stored = images
      throw new TypeError('Failed to fetch')
    })
    await expect(unanswered).rejects.toThrow('Failed to fetch')
    expect(await status(stored[0].url)).toBe(200)
    await deleteUpload(stored[0].id)
  })

  it('deletes the pictures stored before one that was refused: all or none', async () => {
    const name = unique('first')
    const svg = new File([SVG], 'logo.png', { type: 'image/png' })
    await expect(uploadImages([picture(name), svg])).rejects.toMatchObject({ status: 400 })
    const { readdirSync } = await import('node:fs')
    expect(readdirSync(new URL('../../../backend/static/', import.meta.url)).filter((file) => file.includes(name))).toEqual([])
  })
})
