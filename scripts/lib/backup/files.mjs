// The shop's stored files (uploaded pictures, product exports) as files of the backup and back: the local store
// `backend/static` (Medusa's /static), or the S3-compatible bucket of S3_* (R2 in production, through the AWS SDK
// that @medusajs/file-s3 brings). Invoices and credit notes live in the database (their PDFs are rows), not here.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { root } from '../paths.mjs'

export const LOCAL_FILES = `${root}/backend/static`

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

function walk(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  )
}

/** Where the shop keeps its files: the bucket of S3_* when set (as Medusa, backend/src/lib/file-storage.ts), else `dir`. */
export function fileStore(env, dir = LOCAL_FILES) {
  return env.S3_BUCKET ? s3Store(env) : localStore(dir)
}

function localStore(dir) {
  return {
    label: dir,
    /** Copies every file into `into`; returns `[{ key, bytes, sha256 }]`. */
    async save(into) {
      return walk(dir).map((file) => {
        const key = relative(dir, file).split('\\').join('/')
        mkdirSync(dirname(join(into, key)), { recursive: true })
        copyFileSync(file, join(into, key))
        const content = readFileSync(file)
        return { key, bytes: content.length, sha256: sha256(content) }
      })
    },
    /** Writes the backup's files back (the same names; files the backup does not know stay). */
    async restore(from, files) {
      for (const { key } of files) {
        mkdirSync(dirname(join(dir, key)), { recursive: true })
        copyFileSync(join(from, key), join(dir, key))
      }
    },
  }
}

function s3Store(env) {
  const require = createRequire(`${root}/backend/package.json`)
  const { S3Client, ListObjectsV2Command, GetObjectCommand, PutObjectCommand } = require('@aws-sdk/client-s3')
  const client = new S3Client({
    region: env.S3_REGION || 'auto',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  const Bucket = env.S3_BUCKET
  const prefix = env.S3_PREFIX ? `${env.S3_PREFIX.replace(/\/+$/, '')}/` : ''
  return {
    label: `bucket ${Bucket}${prefix ? ` (${prefix})` : ''}`,
    async save(into) {
      const files = []
      let ContinuationToken
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }))
        for (const { Key } of page.Contents ?? []) {
          const object = await client.send(new GetObjectCommand({ Bucket, Key }))
          const content = Buffer.from(await object.Body.transformToByteArray())
          const key = Key.slice(prefix.length)
          mkdirSync(dirname(join(into, key)), { recursive: true })
          writeFileSync(join(into, key), content)
          files.push({ key, bytes: content.length, sha256: sha256(content), type: object.ContentType ?? null, disposition: object.ContentDisposition ?? null })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return files
    },
    // each object with the type and disposition it had (backend/src/modules/s3-file sets them at upload)
    async restore(from, files) {
      for (const { key, type, disposition } of files) {
        const Body = readFileSync(join(from, key))
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: prefix + key,
            Body,
            ...(type && { ContentType: type }),
            ...(disposition && { ContentDisposition: disposition }),
          }),
        )
      }
    },
  }
}
