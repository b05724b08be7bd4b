import type { ApiError } from '../../../api/errors'

/** The file name the back end gave a download (content-disposition), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1]
  return name && !/[\\/]/.test(name) ? name : fallback
}

/**
 * Fetches a PDF from Medusa's admin API through the staff pass-through (the session cookie goes along) and hands
 * it to the browser as a download. A refusal throws the back end's `{ message }` as an ApiError, so screens show
 * it like every other failed call.
 */
export async function downloadPdf(path: string, fallbackName: string, body?: unknown): Promise<void> {
  const response = await fetch(`${location.origin}/admin/api/admin${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'include',
    headers: { accept: 'application/pdf, application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    throw { status: response.status, statusText: response.statusText, message: answer.message ?? response.statusText } satisfies ApiError
  }
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(response.headers.get('content-disposition'), fallbackName) })
  document.body.appendChild(link)
  link.click()
  link.remove()
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
