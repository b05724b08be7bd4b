import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileProviders, publicFileUrl } from '../src/lib/file-storage'
import { ShopS3FileService } from '../src/modules/s3-file/service'

type Put = { method: string; url: string; headers: IncomingHttpHeaders; body: string }
const puts: Put[] = []

// An S3 endpoint of a few lines: it takes PutObject as R2 does and answers with an ETag.
const endpoint = createServer(async (req, res) => {
  let body = ''
  for await (const chunk of req) body += chunk
  puts.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
  res.writeHead(200, { etag: '"0123456789abcdef"' }).end()
})
let endpointUrl = ''
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      endpoint.listen(0, '127.0.0.1', () => {
        endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`
        resolve()
      }),
    ),
)
afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())))

const r2 = () => ({
  S3_FILE_URL: 'https://media.juwelier.example/',
  S3_BUCKET: 'juwelier-media',
  S3_ENDPOINT: endpointUrl,
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
})

describe("file storage (medusa-config's file module providers)", () => {
  it('keeps uploads in backend/static without S3_* variables', () => {
    expect(fileProviders({ S3_BUCKET: '', OTHER: 'x' })).toEqual([{ resolve: './src/modules/static-file', id: 'static', options: { upload_dir: 'static' } }])
  })

  it('names what is missing when S3 is half configured', () => {
    expect(() => fileProviders({ S3_BUCKET: 'juwelier-media' })).toThrow(
      'S3 file storage needs S3_FILE_URL, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well (set: S3_BUCKET)',
    )
  })

  it('uploads through @medusajs/file-s3 to an R2-style endpoint: path-style, signed, no ACL, URL under S3_FILE_URL', async () => {
    const service = s3Service()
    const content = Buffer.from('ring-picture').toString('base64')
    const result = await service.upload({ filename: 'ringe/verlobung.webp', mimeType: 'image/webp', content, access: 'public' })

    expect(result.key).toMatch(/^ringe\/verlobung-[0-9A-Z]{26}\.webp$/)
    expect(result.url).toBe(`https://media.juwelier.example/${result.key}`)
    const [put] = puts
    expect(put.method).toBe('PUT')
    expect(put.url.split('?')[0]).toBe(`/juwelier-media/${result.key}`)
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\/aws4_request/)
    expect(put.headers['x-amz-acl']).toBeUndefined()
    expect(put.headers['content-type']).toBe('image/webp')
    expect(put.headers['content-disposition']).toBeUndefined()
    expect(put.body).toContain('ring-picture')
    expect(publicFileUrl(r2(), result.key)).toBe(result.url)
  })

  it("stores what is not a picture or video (an export's CSV) as a download", async () => {
    const result = await s3Service().upload({
      filename: 'exports/products.csv',
      mimeType: 'text/csv',
      content: Buffer.from('a,b').toString('base64'),
      access: 'public',
    })
    const put = puts.find((request) => request.url.startsWith(`/juwelier-media/${result.key}`))!
    expect(put.headers['content-type']).toBe('text/csv')
    expect(put.headers['content-disposition']).toBe('attachment')
  })

  it("signs the declared type (and a CSV's disposition) into a presigned upload URL", async () => {
    const picture = await s3Service().getPresignedUploadUrl({ filename: '01JABCDEFGHJKMNPQRSTVWXYZ0.png', mimeType: 'image/png' })
    expect(picture.key).toBe('01JABCDEFGHJKMNPQRSTVWXYZ0.png')
    const signed = new URL(picture.url)
    expect(signed.pathname).toBe(`/juwelier-media/${picture.key}`)
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host')
    const csv = new URL((await s3Service().getPresignedUploadUrl({ filename: '01JABCDEFGHJKMNPQRSTVWXYZ1.csv', mimeType: 'text/csv' })).url)
    expect(csv.searchParams.get('X-Amz-SignedHeaders')).toBe('content-disposition;content-type;host')
    await expect(s3Service().getPresignedUploadUrl({ filename: '../other/x.png', mimeType: 'image/png' })).rejects.toThrow('Invalid filename')
  })

  it("names a stored file's public URL: under S3_FILE_URL, else Medusa's /static", () => {
    expect(publicFileUrl(r2(), 'ringe/verlobung ring.webp')).toBe('https://media.juwelier.example/ringe/verlobung%20ring.webp')
    expect(publicFileUrl({}, '1700000000000-ring.png')).toBe('/static/1700000000000-ring.png')
  })
})

/** The shop's provider (src/modules/s3-file) as medusa-config would configure it for R2. */
function s3Service() {
  const [provider] = fileProviders(r2())
  expect(provider.resolve).toBe('./src/modules/s3-file')
  const logger = { error: () => {}, info: () => {}, warn: () => {} }
  return new ShopS3FileService({ logger } as never, provider.options as never)
}
