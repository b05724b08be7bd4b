import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { CLUSTER_FILES, clusterFilesWanted } from './cluster-env.mjs'

describe('clusterFilesWanted: the cluster files a run of npm test names', () => {
  it('all of them without file filters, none when the projects leave the cluster out', () => {
    expect(clusterFilesWanted([])).toEqual(CLUSTER_FILES)
    expect(clusterFilesWanted(['--project', 'cluster'])).toEqual(CLUSTER_FILES)
    expect(clusterFilesWanted(['--project', 'e2e'])).toEqual([])
    expect(clusterFilesWanted(['--project=unit', 'e2e/redis-restart.cluster.test.ts'])).toEqual([])
  })

  it('the files a filter matches as a substring, so the Postgres restart runs only when named', () => {
    expect(clusterFilesWanted(['e2e/redis-restart.cluster.test.ts'])).toEqual(['e2e/redis-restart.cluster.test.ts'])
    expect(clusterFilesWanted(['checkout'])).toEqual(['e2e/checkout-double-submit.e2e.test.ts', 'e2e/checkout-medusa-killed.cluster.test.ts'])
    expect(clusterFilesWanted(['--project', 'cluster', 'postgres-restart'])).toEqual(['e2e/postgres-restart.cluster.test.ts'])
    expect(clusterFilesWanted(['routes/account'])).toEqual([])
  })

  it('does not take an option value for a filter', () => {
    expect(clusterFilesWanted(['--reporter', 'checkout'])).toEqual(CLUSTER_FILES)
    expect(clusterFilesWanted(['--reporter=dot', 'checkout'])).toHaveLength(2)
  })
})
