export type FuzzRequest = {
  family: string
  method: string
  path: string
  cookie: string | null
  body: [string, string | Uint8Array] | null
  headers: Record<string, string | null>
}
export type FuzzResult = {
  sent: number
  seconds: number
  statuses: Record<string, number>
  families: Record<string, number>
  serverErrors: { status: number; method: string; path: string; body: string }[]
  hangs: { method: string; path: string }[]
  failures: { method: string; path: string; error: string }[]
}
/** Real values of the running stack the generator mixes into its made-up ones. */
export type FuzzKnown = { session?: string; orderIds?: string[]; productIds?: string[]; variantIds?: string[] }
export declare function fuzzRequests(count: number, seed: number, known?: FuzzKnown): FuzzRequest[]
export declare function runFuzz(baseUrl: string, requests: FuzzRequest[], options?: { concurrency?: number; timeoutMs?: number }): Promise<FuzzResult>
export declare function errorSummary(serverErrors: FuzzResult['serverErrors']): string
