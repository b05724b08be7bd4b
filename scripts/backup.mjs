// `npm run backup [-- --test] [--out DIR] [--files-dir DIR]`: one file with everything the running shop holds — its
// database (every table, read in one snapshot) and its stored files (pictures, exports; invoices and credit notes are
// rows of the database, PDFs included) — named by the moment it was made: `backups/juwelier-2026-12-02T14-30-05Z.tar.gz`.
// Which shop: scripts/lib/backup/target.mjs; `npm run restore -- FILE` brings it back (docs/operations.md, "Backup").
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { backupName, FORMAT, pack, scratch } from './lib/backup/archive.mjs'
import { dumpDatabase } from './lib/backup/database.mjs'
import { fileStore } from './lib/backup/files.mjs'
import { option, shopTarget, shown } from './lib/backup/target.mjs'
import { root } from './lib/paths.mjs'
import { databaseName } from './postgres.mjs'

const args = process.argv.slice(2)
const out = resolve(option(args, '--out') ?? `${root}/backups`)
const target = await shopTarget(args)
const work = scratch()
try {
  const store = fileStore(target.env, target.filesDir)
  console.log(`→ backing up ${shown(target.databaseUrl)} and ${store.label}`)
  mkdirSync(`${work.dir}/database`, { recursive: true })
  mkdirSync(`${work.dir}/files`, { recursive: true })
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  const startedAt = new Date()
  // the database first: every file a row names was stored before that row was written, so it is there after
  const database = await dumpDatabase(client, `${work.dir}/database`).finally(() => client.end())
  const files = await store.save(`${work.dir}/files`)
  let commit = null
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    // not a git checkout: the migrations in the manifest still name the schema
  }
  const manifest = { format: FORMAT, made_at: startedAt.toISOString(), database: databaseName(target.databaseUrl), commit, ...database, files }
  mkdirSync(out, { recursive: true })
  const file = `${out}/${backupName(startedAt)}`
  await pack(work.dir, manifest, file)
  const rows = database.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(`✓ ${file}: ${database.tables.length} tables, ${rows} rows, ${files.length} files`)
} finally {
  work.remove()
  await target.stop()
}
