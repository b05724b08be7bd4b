import { type Query, request } from '../../../engine/calls'

type Notification = { id: string; created_at: string; data?: { title?: string; export_id?: string; file?: { filename?: string; url?: string } } | null }
type Execution = { id: string; state?: string }

export type ExportFile = { filename: string; url: string }

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/**
 * POST /admin/products/export with the list's filters, then wait for the file: Medusa builds it in the
 * background and announces it in the admin feed (GET /admin/notifications, channel `feed`) with its URL.
 * The workflow execution (GET /admin/workflows-executions) tells when it failed instead.
 */
export async function exportProducts(filters: Query, signal: AbortSignal, { interval = 1000, timeout = 5 * 60_000 } = {}): Promise<ExportFile> {
  const started = new Date(Date.now() - 2000).toISOString()
  const { transaction_id } = await request<{ transaction_id: string }>('/admin/products/export', { method: 'POST', query: filters, body: {}, signal })
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    await sleep(interval, signal)
    const { notifications } = await request<{ notifications: Notification[] }>('/admin/notifications', {
      query: { channel: 'feed', order: '-created_at', limit: 20, fields: 'id,created_at,data' },
      signal,
    })
    // this export's file (the back end names it by the export's transaction), never another export's of the same moment
    const mine = notifications.find((notification) => notification.data?.export_id === transaction_id && notification.created_at >= started)
    if (mine && !mine.data?.file?.url) throw new Error('export failed')
    const file = mine?.data?.file
    if (file?.url) return { filename: file.filename ?? 'products.csv', url: file.url }
    const { workflow_executions } = await request<{ workflow_executions: Execution[] }>('/admin/workflows-executions', {
      query: { transaction_id, fields: 'id,state' },
      signal,
    })
    if (workflow_executions.some((execution) => execution.state === 'failed' || execution.state === 'reverted')) throw new Error('export failed')
  }
  throw new Error('export timed out')
}
