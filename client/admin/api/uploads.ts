import { FetchError } from '@medusajs/js-sdk'
import { sdk } from './sdk'

/** Medusa's answer to a presigned-URL request. */
export type Presigned = { url: string; filename: string; originalname: string; extension: string; size: number; mime_type: string }
export type UploadedFile = { id: string; url: string }

const isAbsolute = (url: string) => /^https?:\/\//i.test(url)

/** POST /admin/uploads (multipart, field `files`, content type left to the browser so it sets the boundary). */
export const uploadMultipart = (files: File[]) => sdk.admin.upload.create({ files }) as Promise<{ files: UploadedFile[] }>

/**
 * The presigned upload: ask for a URL with originalname, mime_type and size. An absolute
 * URL gets the file by PUT (no cookies or extra headers: storage services refuse them); an upload answered
 * with 400 or more is an error like any other call's. A relative URL means the file module stores the
 * files itself: then they go as multipart (field `files`) to /admin/uploads. Returns the stored file's key
 * (what an import registers) and, for the multipart case, the uploaded file.
 */
export async function uploadPresigned(file: File): Promise<{ presigned: Presigned; key: string; uploaded?: UploadedFile }> {
  const presigned = (await sdk.admin.upload.presignedUrl({ originalname: file.name, mime_type: file.type || 'application/octet-stream', size: file.size })) as unknown as Presigned
  if (isAbsolute(presigned.url)) {
    await putToStorage(presigned.url, file)
    return { presigned, key: presigned.filename }
  }
  const { files } = await uploadMultipart([file])
  return { presigned, key: files[0].id, uploaded: files[0] }
}

/** The file to a presigned storage URL; an answer of 400 or more is an error carrying its status, as any call. */
export async function putToStorage(url: string, file: Blob) {
  const response = await fetch(url, { method: 'PUT', body: file })
  if (response.status >= 400) throw new FetchError(response.statusText || `Upload failed (${response.status})`, response.statusText, response.status)
}

/**
 * Pictures for products and categories: each file through the presigned flow; where it ended in storage
 * addressed by URL (the PUT target without its signature, or the file module's own URL).
 */
export async function uploadImages(files: File[]): Promise<UploadedFile[]> {
  const results: UploadedFile[] = []
  for (const file of files) {
    const { presigned, uploaded } = await uploadPresigned(file)
    results.push(uploaded ?? { id: presigned.filename, url: presigned.url.split('?')[0] })
  }
  return results
}
