// A round-robin HTTP load balancer of a few lines, standing in for production's in front of the Medusa servers:
// request n goes to server n mod N, so consecutive requests (and the parallel ones of one test) alternate.
// GET /__balancer answers how many requests each server got, for tests to check that both served.
import { createServer, request } from 'node:http'

export function startBalancer({ port, targets }) {
  const counts = Object.fromEntries(targets.map((target) => [target, 0]))
  let next = 0
  const server = createServer((req, res) => {
    if (req.url === '/__balancer') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ counts }))
    }
    const target = targets[next++ % targets.length]
    counts[target]++
    const url = new URL(req.url, target)
    const upstream = request(url, { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-host': req.headers.host ?? '' } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
      answer.pipe(res)
    })
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: `balancer: ${target} failed: ${error.message}` }))
    })
    req.pipe(upstream)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      }),
    )
  })
}
