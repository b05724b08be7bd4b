// A local S3-compatible server (s3rver from npm) standing in for production's R2 bucket: the test cluster's Medusa
// instances store uploads there through @medusajs/file-s3, and its worker reads them as MEDIA_ORIGIN. s3rver keeps
// each object's Content-Type and Content-Disposition as S3 does; it does not check V4 signatures.
import { mkdirSync, rmSync } from 'node:fs'
import S3rver from 's3rver'

/** s3rver's built-in account (any other key is refused as S3 would). */
const S3RVER_KEY = 'S3RVER'

/** The browser's PUT of a presigned upload is cross-origin: the bucket allows it as R2's CORS rule does (docs/deployment.md). */
const cors = (origin) =>
  `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>content-type</AllowedHeader><AllowedHeader>content-disposition</AllowedHeader></CORSRule></CORSConfiguration>`

/** Starts s3rver on 127.0.0.1:`port` with an empty `bucket` (files in `directory`, emptied first). */
export async function startS3Server({ port, bucket, directory, allowedOrigin }) {
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [cors(allowedOrigin)] }] })
  await server.run()
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    bucket,
    /** Medusa's variables for this bucket (backend/src/lib/file-storage.ts): path-style, its public URL under the bucket's path. */
    backendEnv: {
      S3_FILE_URL: `${url}/${bucket}`,
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_REGION: 'auto',
    },
    stop: () => server.close(),
  }
}
