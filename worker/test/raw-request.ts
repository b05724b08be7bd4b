import net from 'node:net'

export type RawAnswer = { status: number; head: string; body: string }

/**
 * One HTTP/1.1 request with its path written byte for byte (UTF-8), as a hostile client would send it. fetch()
 * cannot: its URL parser turns `\` into `/` and resolves dot segments before anything leaves the process.
 * A server that cannot parse the request line at all answers with its own 400, or closes: status 0.
 */
export function rawRequest(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(base)
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) })
    const chunks: Buffer[] = []
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to ${method} ${path} within 30 s`)))
    socket.on('connect', () => socket.end(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`, 'utf8')))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const head = split < 0 ? text : text.slice(0, split)
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      resolve({ status, head, body: split < 0 ? '' : text.slice(split + 4) })
    })
  })
}
