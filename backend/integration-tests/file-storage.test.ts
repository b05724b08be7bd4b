import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { S3FileService } from "@medusajs/file-s3/dist/services/s3-file"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fileProviders } from "../src/lib/file-storage"

type Put = { method: string; url: string; headers: IncomingHttpHeaders; body: string }
const puts: Put[] = []

// An S3 endpoint of a few lines: it takes PutObject as R2 does and answers with an ETag.
const endpoint = createServer(async (req, res) => {
  let body = ""
  for await (const chunk of req) body += chunk
  puts.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body })
  res.writeHead(200, { etag: '"0123456789abcdef"' }).end()
})
let endpointUrl = ""
beforeAll(() => new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", () => {
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`
  resolve()
})))
afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())))

const r2 = () => ({
  S3_FILE_URL: "https://media.juwelier.example/",
  S3_BUCKET: "juwelier-media",
  S3_ENDPOINT: endpointUrl,
  S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
})

describe("file storage (medusa-config's file module providers)", () => {
  it("keeps uploads in backend/static without S3_* variables", () => {
    expect(fileProviders({ S3_BUCKET: "", OTHER: "x" })).toEqual([{ resolve: "./src/modules/static-file", id: "static", options: { upload_dir: "static" } }])
  })

  it("names what is missing when S3 is half configured", () => {
    expect(() => fileProviders({ S3_BUCKET: "juwelier-media" })).toThrow("S3 file storage needs S3_FILE_URL, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well (set: S3_BUCKET)")
  })

  it("uploads through @medusajs/file-s3 to an R2-style endpoint: path-style, signed, no ACL, URL under S3_FILE_URL", async () => {
    const [provider] = fileProviders(r2())
    expect(provider.resolve).toBe("@medusajs/file-s3")
    const logger = { error: () => {}, info: () => {}, warn: () => {} }
    const service = new S3FileService({ logger } as never, provider.options as never)
    const content = Buffer.from("ring-picture").toString("base64")
    const result = await service.upload({ filename: "ringe/verlobung.webp", mimeType: "image/webp", content, access: "public" })

    expect(result.key).toMatch(/^ringe\/verlobung-[0-9A-Z]{26}\.webp$/)
    expect(result.url).toBe(`https://media.juwelier.example/${result.key}`)
    const [put] = puts
    expect(put.method).toBe("PUT")
    expect(put.url.split("?")[0]).toBe(`/juwelier-media/${result.key}`)
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\/aws4_request/)
    expect(put.headers["x-amz-acl"]).toBeUndefined()
    expect(put.headers["content-type"]).toBe("image/webp")
    expect(put.body).toContain("ring-picture")
  })
})
