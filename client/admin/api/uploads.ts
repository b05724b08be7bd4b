import { FetchError } from '@medusajs/js-sdk'
import { essenceOf, extensionOf, isUploadType, storedDisposition, typeOfExtension } from '../../../rules/upload-types'
import { toApiError } from './errors'
import { sdk } from './sdk'

/** Medusa's answer to a presigned-URL request. */
export type Presigned = { url: string; filename: string; originalname: string; extension: string; size: number; mime_type: string }
export type UploadedFile = { id: string; url: string }

const isAbsolute = (url: string) => /^https?:\/\//i.test(url)

/**
 * The type a file is declared as: the browser's when the shop accepts it, else the one its extension names
 * (Windows browsers call a CSV `application/vnd.ms-excel`). Medusa refuses anything else with a message.
 */
export function declaredType(file: File): string {
  if (isUploadType(file.type)) return essenceOf(file.type)
  return typeOfExtension(extensionOf(file.name)) ?? (file.type || 'application/octet-stream')
}

/** POST /admin/uploads (multipart, field `files`, content type left to the browser so it sets the boundary). */
export const uploadMultipart = (files: File[]) => sdk.admin.upload.create({ files }) as Promise<{ files: UploadedFile[] }>

/**
 * The presigned upload: ask for a URL with originalname, mime_type and size. An absolute
 * URL gets the file by PUT (no cookies; only the signed headers, which the storage requires); an upload answered
 * with 400 or more is an error like any other call's. A relative URL means the file module stores the
 * files itself: then they go as multipart (field `files`) to /admin/uploads. Returns the stored file's key
 * (what an import registers) and, for the multipart case, the uploaded file.
 */
export async function uploadPresigned(file: File): Promise<{ presigned: Presigned; key: string; uploaded?: UploadedFile }> {
  const presigned = (await sdk.admin.upload.presignedUrl({ originalname: file.name, mime_type: declaredType(file), size: file.size })) as unknown as Presigned
  if (isAbsolute(presigned.url)) {
    await putToStorage(presigned.url, file, presigned.mime_type)
    return { presigned, key: presigned.filename }
  }
  const { files } = await uploadMultipart([file])
  return { presigned, key: files[0].id, uploaded: files[0] }
}

/**
 * The file to a presigned storage URL; an answer of 400 or more is an error carrying its status.
 * The URL is signed for the declared type and, for what is not a picture or video, a download's disposition
 * (the back end's S3 provider): the PUT must send exactly those, so the stored object is served with them.
 */
export async function putToStorage(url: string, file: Blob, type: string) {
  const disposition = storedDisposition(type)
  const headers: Record<string, string> = { 'content-type': type, ...(disposition ? { 'content-disposition': disposition } : {}) }
  const response = await fetch(url, { method: 'PUT', body: file, headers })
  if (response.status >= 400) throw new FetchError(response.statusText || `Upload failed (${response.status})`, response.statusText, response.status)
}

/**
 * After a presigned PUT the storage holds bytes Medusa has not seen: POST /admin/uploads/verify checks that they
 * are the picture or video they were declared as (and deletes them if not: a 400 with Medusa's message) and
 * names the file's public URL on the media domain.
 */
export async function verifyStored(key: string): Promise<UploadedFile> {
  const { file } = await sdk.client.fetch<{ file: UploadedFile }>('/admin/uploads/verify', { method: 'POST', body: { file_key: key } })
  return file
}

/**
 * DELETE /admin/uploads/{id}: a file the back office stored and then did not use (a picture removed from a form
 * before it was saved, or one whose product was refused), so the file store keeps no orphans. The id is the
 * file's key (`UploadedFile.id`).
 */
export const deleteUpload = (id: string) => sdk.client.fetch(`/admin/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' })

/** Deletes files that turned out unused; a failure leaves a file behind, which must not hide the error that caused it. */
export async function discardUploads(files: UploadedFile[]) {
  await Promise.allSettled(files.map((file) => deleteUpload(file.id)))
}

/**
 * Pictures for products and categories: each file through the presigned flow; the file module's own URL
 * (multipart), or the public URL Medusa names once it has checked what the PUT stored. When one fails, the
 * pictures stored before it are deleted again: all are stored, or none.
 */
export async function uploadImages(files: File[]): Promise<UploadedFile[]> {
  const results: UploadedFile[] = []
  try {
    for (const file of files) {
      const { presigned, uploaded } = await uploadPresigned(file)
      results.push(uploaded ?? (await verifyStored(presigned.filename)))
    }
  } catch (error) {
    await discardUploads(results)
    throw error
  }
  return results
}

/**
 * Uploads pictures and hands them to `use` (the request that saves what refers to them). When Medusa refuses
 * that request (an answer of 400–499: nothing was saved), the pictures are deleted again; without an answer, or
 * with a server error, the request may have been saved after all, so they stay.
 */
export async function withUploadedImages<T>(files: File[], use: (images: UploadedFile[]) => Promise<T>): Promise<T> {
  const images = await uploadImages(files)
  try {
    return await use(images)
  } catch (error) {
    const { status } = toApiError(error)
    if (status !== null && status >= 400 && status < 500) await discardUploads(images)
    throw error
  }
}
