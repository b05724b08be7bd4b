import http from 'node:http'

/**
 * A loopback HTTP proxy in front of the real Medusa, for tests and the bench that need a back end which
 * hangs or refuses connections without touching the shared stack's Medusa:
 * - `pass`: every request goes to Medusa and back, unchanged;
 * - `hang`: connections are accepted and requests read, but never answered (as a Medusa stopped with SIGSTOP);
 * - `refuse`: nothing listens on the port any more (connection refused).
 * `redirect(path, location)` makes one path answer 302 (to check that nobody follows it); `seen` lists
 * the paths requested, in order, exactly as they arrived on the socket; `received` each request's method, path and
 * headers (what Medusa is told).
 */
export async function startBackendProxy(target, { port = 0 } = {}) {
  const upstream = new URL(target)
  let mode = 'pass'
  const redirects = new Map()
  const seen = []
  const received = []
  const hanging = new Set()
  const sockets = new Set()
  const server = http.createServer((request, response) => {
    seen.push(request.url)
    received.push({ method: request.method, url: request.url, headers: { ...request.headers } })
    const location = redirects.get(request.url.split('?')[0])
    if (location) {
      response.writeHead(302, { location }).end()
      return
    }
    if (mode === 'hang') {
      // read the body, answer never; the socket stays open until the proxy is told otherwise
      request.resume()
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: `proxy: ${error.message}` }))
    })
    request.pipe(forwarded)
  })
  server.keepAliveTimeout = 1000
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        port = server.address().port
        resolve()
      })
    })
  const stopListening = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  await listen()
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return mode
    },
    /** Switches the behaviour; `refuse` closes the port, anything else opens it again. Hanging requests are dropped on a switch. */
    async setMode(next) {
      if (next === mode) return
      for (const response of hanging) response.destroy()
      if (mode === 'refuse') await listen()
      if (next === 'refuse') await stopListening()
      mode = next
    },
    redirect(path, location) {
      redirects.set(path, location)
    },
    seen,
    received,
    async close() {
      for (const response of hanging) response.destroy()
      if (mode !== 'refuse') await stopListening()
    },
  }
}
