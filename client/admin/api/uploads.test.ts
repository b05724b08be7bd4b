import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../i18n/admin.en.json'
import { adminTranslator } from '../i18n'
import { describeError } from './errors'

// uploads.ts builds the js-sdk from the page's origin when imported; nothing here calls Medusa
;(globalThis as { location?: unknown }).location ??= new URL('http://localhost')
const { declaredType, putToStorage } = await import('./uploads')

/** A storage service on a real socket: it keeps what a PUT to /ok sends and refuses everything else, as S3 does a bad signature. */
let server: Server
let base = ''
const stored: { body: string; type?: string; disposition?: string }[] = []
beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://storage').pathname
      if (request.method === 'PUT' && path === '/ok') {
        stored.push({ body: Buffer.concat(chunks).toString(), type: request.headers['content-type'], disposition: request.headers['content-disposition'] })
        response.writeHead(200).end()
      } else if (path === '/full') response.writeHead(400, 'Bad Request').end('<Error><Code>EntityTooLarge</Code></Error>')
      else response.writeHead(403, 'Forbidden').end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the PUT of a presigned upload', () => {
  it('sends the file with the signed type (a download’s disposition for what is no picture or video) and resolves on a 2xx answer', async () => {
    await expect(putToStorage(`${base}/ok?X-Amz-Signature=good`, new Blob(['ring.jpg bytes']), 'image/jpeg')).resolves.toBeUndefined()
    await putToStorage(`${base}/ok?X-Amz-Signature=good`, new Blob(['Product Handle\nring']), 'text/csv')
    expect(stored).toEqual([
      { body: 'ring.jpg bytes', type: 'image/jpeg', disposition: undefined },
      { body: 'Product Handle\nring', type: 'text/csv', disposition: 'attachment' },
    ])
  })

  it('declares what the shop accepts by the browser’s type, else by the extension', () => {
    expect(declaredType(new File(['x'], 'ring.PNG', { type: 'image/png' }))).toBe('image/png')
    expect(declaredType(new File(['x'], 'import.csv', { type: 'application/vnd.ms-excel' }))).toBe('text/csv')
    expect(declaredType(new File(['x'], 'photo.jpeg'))).toBe('image/jpeg')
    expect(declaredType(new File(['x'], 'logo.svg', { type: 'image/svg+xml' }))).toBe('image/svg+xml')
    expect(declaredType(new File(['x'], 'notes'))).toBe('application/octet-stream')
  })

  it('turns an answer of 400 or more into an error with its status, shown like any call’s', async () => {
    const refused = await putToStorage(`${base}/bucket/ring.jpg?X-Amz-Signature=bad`, new Blob(['x']), 'image/jpeg').catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 403, statusText: 'Forbidden' })
    expect(describeError(adminTranslator('en', en), refused)).toBe('Error 403 (Forbidden): Forbidden')
    await expect(putToStorage(`${base}/full`, new Blob(['x']), 'image/jpeg')).rejects.toMatchObject({ status: 400, statusText: 'Bad Request' })
  })
})
