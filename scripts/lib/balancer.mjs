// A round-robin HTTP load balancer of a few lines, standing in for production's in front of the Medusa servers:
// request n goes to server n mod N, so consecutive requests (and the parallel ones of one test) alternate. A server
// that refuses the connection (stopped, killed, starting) is passed over for the next one, as a production balancer's
// health check would: the request never reached it, so sending it on is safe for every method. A server that dies
// while it holds a request answers 502, as production's would; the shopper's retry goes to a live one.
// GET /__balancer answers how many requests each server got, for tests to check that both served.
import { createServer, request } from 'node:http'

export function startBalancer({ port, targets }) {
  const counts = Object.fromEntries(targets.map((target) => [target, 0]))
  let next = 0
  const server = createServer(async (req, res) => {
    if (req.url === '/__balancer') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ counts }))
    }
    // the body is read first, so it can go to another server when the first refuses the connection
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const body = Buffer.concat(chunks)
    const first = next++
    const attempt = (tried) => {
      const target = targets[(first + tried) % targets.length]
      const url = new URL(req.url, target)
      const upstream = request(
        url,
        { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-host': req.headers.host ?? '' } },
        (answer) => {
          counts[target]++
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
          answer.pipe(res)
        },
      )
      upstream.on('error', (error) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < targets.length) return attempt(tried + 1)
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: `balancer: ${target} failed: ${error.message}` }))
      })
      upstream.end(body)
    }
    attempt(0)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      }),
    )
  })
}
