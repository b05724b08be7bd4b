import { expect } from 'vitest'

/**
 * On the Redis cluster (project `cluster`, scripts/lib/cluster.mjs) MEDUSA_URL is the round-robin balancer in front
 * of two Medusa servers; these helpers prove a journey really used both. The single-instance stack has no balancer
 * (no CLUSTER_SERVER_URLS): there the counts are null and the journey's own assertions are all there is.
 */
export async function balancerCounts(): Promise<Record<string, number> | null> {
  if (!process.env.CLUSTER_SERVER_URLS) return null
  const response = await fetch(`${process.env.MEDUSA_URL}/__balancer`)
  if (!response.ok) throw new Error(`balancer stats answered ${response.status}`)
  return ((await response.json()) as { counts: Record<string, number> }).counts
}

/** Every Medusa server behind the balancer answered at least one request since `before`. */
export async function expectEveryServerServed(before: Record<string, number> | null) {
  if (!before) return
  const after = (await balancerCounts())!
  const servers = process.env.CLUSTER_SERVER_URLS!.split(',')
  expect(Object.keys(after).sort()).toEqual([...servers].sort())
  for (const server of servers) expect(after[server] - (before[server] ?? 0), `requests served by ${server}`).toBeGreaterThan(0)
}
