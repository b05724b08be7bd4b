export type ProxyMode = 'pass' | 'hang' | 'refuse'
export type BackendProxy = {
  url: string
  readonly mode: ProxyMode
  setMode(mode: ProxyMode): Promise<void>
  redirect(path: string, location: string): void
  seen: string[]
  /** Each request as it went to Medusa: its method, path (as on the socket) and headers (names in lower case). */
  received: { method: string; url: string; headers: Record<string, string | string[] | undefined> }[]
  close(): Promise<void>
}
export declare function startBackendProxy(target: string, options?: { port?: number }): Promise<BackendProxy>
