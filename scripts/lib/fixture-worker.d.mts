import type { BackendProxy } from './backend-proxy.mjs'
export declare const FIXTURE_PORTS: { backendDown: number; integration: number; property: number; visitorHeaders: number; stripe: number; paymentLink: number }
export type FixtureWorker = { url: string; proxy: BackendProxy; stop(): Promise<void> }
export declare function startWorkerBehindProxy(options: {
  port: number
  medusaUrl: string
  publishableKey: string
  opsSecret: string
  edgeSecret: string
  vars?: Record<string, string>
  build?: string
}): Promise<FixtureWorker>
export declare function stackFromTestEnv(): { medusaUrl: string; publishableKey: string; opsSecret: string; edgeSecret: string }
