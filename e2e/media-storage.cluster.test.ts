import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../client/admin/test/staff-session'
import { webpSize } from '../worker/test/webp-size'
import { medusa } from './medusa'

// Production's file path on the cluster (scripts/lib/cluster.mjs): Medusa stores uploads through @medusajs/file-s3
// in a local S3-compatible server (s3rver), the worker reads them as MEDIA_ORIGIN. The back office uploads as in the
// browser, through its own modules and the staff pass-through of the cluster's worker.

const WORKER_URL = process.env.WORKER_URL!
const MEDIA_ORIGIN = process.env.MEDIA_ORIGIN!
const BUCKET = `${MEDIA_ORIGIN}/${process.env.MEDIA_BUCKET}`

await signInAsStaff()
const { sdk } = await import('../client/admin/api/sdk')
const { uploadImages, uploadMultipart, uploadPresigned, verifyStored } = await import('../client/admin/api/uploads')
const { request } = await import('../client/admin/engine/calls')

/** A real picture wider than the widths asked for: a seeded product's, read through the customers' pass-through. */
async function seededPicture(name: string): Promise<File> {
  const { products } = await medusa.store.product.list({ fields: 'thumbnail', limit: 1 })
  const path = new URL(products[0].thumbnail!, 'http://backend').pathname
  const response = await fetch(`${WORKER_URL}/medusa${path}`)
  expect(response.headers.get('content-type')).toBe('image/webp')
  return new File([await response.arrayBuffer()], name, { type: 'image/webp' })
}

/** The object as the media domain serves it: the bucket's own answer. */
async function stored(url: string) {
  const response = await fetch(url)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

async function expectResized(url: string) {
  const response = await fetch(`${WORKER_URL}/images?url=${encodeURIComponent(url)}&w=320`)
  expect(
    response.status,
    await response
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect(webpSize(new Uint8Array(await response.arrayBuffer()))?.width).toBe(320)
}

describe('uploads in S3 (R2 in production) through the back office', () => {
  it('stores a multipart upload in the bucket under its content type, and the image proxy serves it resized from MEDIA_ORIGIN', async () => {
    const picture = await seededPicture('ring-multipart.png')
    const { files } = await uploadMultipart([picture])
    const url = files[0].url
    // named by its content (WebP), whatever the browser called it
    expect(url).toMatch(new RegExp(`^${BUCKET}/ring-multipart-[0-9A-Z]{26}\\.webp$`))
    const object = await stored(url)
    expect(object).toMatchObject({ status: 200, type: 'image/webp', disposition: null })
    expect(object.bytes.byteLength).toBe(picture.size)
    await expectResized(url)
  })

  it('stores a presigned PUT with the signed type; Medusa checks it and names its MEDIA_ORIGIN URL', async () => {
    const picture = await seededPicture('ring-presigned.webp')
    const presigned = (await sdk.admin.upload.presignedUrl({ originalname: picture.name, mime_type: picture.type, size: picture.size })) as unknown as {
      url: string
    }
    expect(presigned.url.startsWith(`${BUCKET}/`)).toBe(true)
    expect(new URL(presigned.url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-type', 'host'])

    const [file] = await uploadImages([picture])
    expect(file.url).toMatch(new RegExp(`^${BUCKET}/[0-9A-Z]{26}\\.webp$`))
    expect(await stored(file.url)).toMatchObject({ status: 200, type: 'image/webp', disposition: null })
    await expectResized(file.url)
  })

  it("keeps the import's CSV as a download, and refuses as CSV what is markup", async () => {
    const csv = new File(['Product Handle,Product Title\ns3-import,S3 Import\n'], 'import.csv', { type: 'application/vnd.ms-excel' })
    const { presigned, key } = await uploadPresigned(csv)
    expect(new URL(presigned.url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-disposition', 'content-type', 'host'])
    expect(await stored(`${BUCKET}/${key}`)).toMatchObject({ status: 200, type: 'text/csv', disposition: 'attachment' })

    const markup = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'catalogue.csv', { type: 'text/csv' })
    const svg = await uploadPresigned(markup)
    const body = { file_key: svg.key, originalname: 'catalogue.csv', extension: 'csv', size: markup.size, mime_type: 'text/csv' }
    await expect(request('/admin/products/imports', { method: 'POST', body })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('catalogue.csv'),
    })
  })

  it('deletes what a presigned PUT stored when its content is not the declared picture', async () => {
    const presigned = (await sdk.admin.upload.presignedUrl({ originalname: 'ring.png', mime_type: 'image/png', size: 80 })) as unknown as {
      url: string
      filename: string
    }
    const put = await fetch(presigned.url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    })
    expect(put.status).toBe(200)
    await expect(verifyStored(presigned.filename)).rejects.toMatchObject({ status: 400 })
    expect((await stored(`${BUCKET}/${presigned.filename}`)).status).toBe(404)
  })

  it('refuses to sign an upload of SVG or HTML', async () => {
    for (const [originalname, mime_type] of [
      ['logo.svg', 'image/svg+xml'],
      ['page.html', 'text/html'],
      ['logo.png', 'image/svg+xml'],
    ]) {
      await expect(sdk.admin.upload.presignedUrl({ originalname, mime_type, size: 100 })).rejects.toMatchObject({ status: 400 })
    }
  })
})
