type Env = Record<string, string | undefined>

const REQUIRED = ['S3_FILE_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/**
 * Where Medusa's file module keeps uploads. With S3_* set: an S3-compatible bucket (Cloudflare R2 in production,
 * docs/deployment.md) through @medusajs/file-s3 (extended in src/modules/s3-file: each object's type and
 * disposition), files then served from S3_FILE_URL (the bucket's public URL, which the worker allows as
 * MEDIA_ORIGIN). Without: `backend/static`, served by Medusa under /static.
 */
export function fileProviders(env: Env) {
  const named = Object.keys(env).filter((key) => key.startsWith('S3_') && env[key])
  if (!named.length) {
    return [{ resolve: './src/modules/static-file', id: 'static', options: { upload_dir: 'static' } }]
  }
  const missing = REQUIRED.filter((key) => !env[key])
  if (missing.length) throw new Error(`S3 file storage needs ${missing.join(', ')} as well (set: ${named.join(', ')})`)
  const endpoint = env.S3_ENDPOINT || undefined
  return [
    {
      resolve: './src/modules/s3-file',
      id: 's3',
      options: {
        file_url: env.S3_FILE_URL!.replace(/\/+$/, ''),
        bucket: env.S3_BUCKET,
        access_key_id: env.S3_ACCESS_KEY_ID,
        secret_access_key: env.S3_SECRET_ACCESS_KEY,
        // R2 takes "auto"; AWS its region name
        region: env.S3_REGION || 'auto',
        endpoint,
        prefix: env.S3_PREFIX || undefined,
        // R2 has no object ACLs (the bucket is public or not): no ACL header unless one is named
        acl: env.S3_ACL || false,
        // custom endpoints (R2, MinIO, a local test server) address the bucket in the path
        additional_client_config: endpoint ? { forcePathStyle: true } : {},
      },
    },
  ]
}

/** The public address of a stored file, as the provider hands it out: under S3_FILE_URL with S3, else Medusa's /static. */
export function publicFileUrl(env: Env, key: string): string {
  const base = env.S3_FILE_URL ? env.S3_FILE_URL.replace(/\/+$/, '') : '/static'
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`
}
