import type { LoadContext } from '../lib/types'

/** What became of a confirmation link: the worker's GET /api/newsletter/confirm answers it. */
export type ConfirmStatus = 'confirmed' | 'already' | 'invalid'

export type NewsletterConfirmData = { status: ConfirmStatus | 'missing' }

/** Following the link of the double opt-in mail confirms the sign-up (the page then says so). */
export async function loadNewsletterConfirm({ url, api }: LoadContext): Promise<NewsletterConfirmData> {
  const token = url.searchParams.get('token')
  if (!token) return { status: 'missing' }
  const { status } = await api<{ status: ConfirmStatus }>(`/api/newsletter/confirm?${new URLSearchParams({ token })}`)
  return { status }
}
