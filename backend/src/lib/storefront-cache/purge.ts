type Logger = { info: (message: string) => void; warn: (message: string) => void }

/**
 * POST {STOREFRONT_URL}/ops/purge: with `handles` only those products' pages and /api details start
 * afresh, without every cached page and /api answer of the storefront (worker/cache/README.md).
 */
export async function purgeStorefront(body: { event: string; handles?: string[] }, logger: Logger): Promise<void> {
  const storefront = process.env.STOREFRONT_URL?.replace(/\/+$/, '')
  const secret = process.env.OPS_SECRET
  if (!storefront || !secret) {
    logger.warn('storefront cache not purged: STOREFRONT_URL or OPS_SECRET is not set')
    return
  }
  const scope = body.handles ? `products ${body.handles.join(', ')}` : 'everything'
  try {
    const response = await fetch(`${storefront}/ops/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) logger.warn(`storefront cache purge answered ${response.status}: ${await response.text()}`)
    else logger.info(`storefront cache purged (${scope}) after ${body.event}`)
  } catch (error) {
    // the storefront may not run yet (seeding, start-up): its cache then holds nothing stale either
    logger.warn(`storefront cache purge failed: ${(error as Error).message}`)
  }
}
