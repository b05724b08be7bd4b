/**
 * The product page's one uncached call after hydration: GET /api/availability/{country}/{productId}, asked
 * one at a time (it always reaches Medusa), as the median and p95 of `count` calls.
 */
export async function benchAvailability(base, productPath, { count = 20 } = {}) {
  const { id } = await (await fetch(`${base}/api/products/de/de/${productPath.split('/').pop()}`)).json()
  const times = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(`${base}/api/availability/de/${id}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`/api/availability/de/${id}: ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] }
}
