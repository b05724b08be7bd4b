// `npm run restore -- FILE [--test] [--files-dir DIR] [--replace]`: brings a backup of `npm run backup` back into a
// shop that has taken no orders (a new stack; `--replace` overwrites one that is not): brings
// the database's schema to this code's migrations, replaces every row with the backup's in one transaction and writes
// the stored files back. Which shop: scripts/lib/backup/target.mjs. Then restart the shop (docs/operations.md, "Backup").
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { scratch, unpack } from './lib/backup/archive.mjs'
import { ordersIn, restoreDatabase } from './lib/backup/database.mjs'
import { fileStore } from './lib/backup/files.mjs'
import { shopTarget, shown } from './lib/backup/target.mjs'

const args = process.argv.slice(2)
const file = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--files-dir')
if (!file || !existsSync(file)) throw new Error(`usage: npm run restore -- FILE [--test] [--files-dir DIR] [--replace] (${file ?? 'no FILE'} not found)`)
const target = await shopTarget(args)
const work = scratch()
try {
  const manifest = await unpack(resolve(file), work.dir)
  const store = fileStore(target.env, target.filesDir)
  console.log(`→ restoring the backup of ${manifest.made_at} into ${shown(target.databaseUrl)} and ${store.label}`)
  const { migrateBackend } = await import('./backend.mjs')
  await migrateBackend({ ...target.env, DATABASE_URL: target.databaseUrl })
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    const orders = await ordersIn(client)
    if (orders && !args.includes('--replace'))
      throw new Error(`the shop is not empty (${orders} orders): restore into a new stack, or give --replace to overwrite it`)
    await restoreDatabase(client, `${work.dir}/database`, manifest)
    if (target.seedOutput) {
      // the worker of this stack takes the storefront's key from the seed's output: now the backup's
      const [key] = (
        await client.query(`select id, token from api_key where type = 'publishable' and revoked_at is null and deleted_at is null order by created_at limit 1`)
      ).rows
      const [channel] = key
        ? (
            await client.query('select sales_channel_id from publishable_api_key_sales_channel where publishable_key_id = $1 and deleted_at is null limit 1', [
              key.id,
            ])
          ).rows
        : []
      if (key && channel)
        writeFileSync(target.seedOutput, `${JSON.stringify({ publishableKey: key.token, salesChannelId: channel.sales_channel_id }, null, 2)}\n`)
    }
  } finally {
    await client.end()
  }
  await store.restore(`${work.dir}/files`, manifest.files)
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(`✓ restored ${rows} rows of ${manifest.tables.length} tables and ${manifest.files.length} files`)
  console.log('  restart the shop (npm start), then npm run cache:purge and npm run search:reindex')
} finally {
  work.remove()
  await target.stop()
}
