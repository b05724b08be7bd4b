// The shop's database as files and back, without pg_dump: the embedded PostgreSQL ships none, and Debian's is older
// than the server (pg_dump refuses a newer server). Every table of the `public` schema is read in one read-only
// REPEATABLE READ transaction (one snapshot: an order and its invoice are both in it or both not) as JSON lines,
// and written back into a database of the same schema (the same migrations) in one transaction.
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { createInterface } from 'node:readline'

const BATCH_ROWS = 500
// an invoice row holds its PDF: a batch is cut by size too
const BATCH_BYTES = 4 * 1024 * 1024

const quote = (name) => `"${name.replaceAll('"', '""')}"`
const tableFile = (dir, table) => `${dir}/${encodeURIComponent(table)}.ndjson`

async function tablesOf(client) {
  const { rows } = await client.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  )
  return rows.map((row) => row.name)
}

/** The columns a row is written back with: not the generated ones. */
async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${quote(table)}`],
  )
  return rows.map((row) => row.attname)
}

async function migrationsOf(client) {
  const { rows } = await client.query(`select to_regclass('public.mikro_orm_migrations') is not null as present`)
  if (!rows[0].present) return []
  return (await client.query('select name from mikro_orm_migrations order by name')).rows.map((row) => row.name)
}

/**
 * Writes every table of the database `client` is connected to into `dir` (one JSON line per row) and returns what
 * the manifest keeps of it: tables with their columns and row counts, sequences, the migrations it was made with.
 */
export async function dumpDatabase(client, dir) {
  await client.query('begin isolation level repeatable read read only')
  try {
    const tables = []
    for (const name of await tablesOf(client)) {
      const columns = await columnsOf(client, name)
      const out = createWriteStream(tableFile(dir, name))
      await client.query(`declare dump no scroll cursor for select to_jsonb(t)::text as line from public.${quote(name)} t`)
      let rows = 0
      for (;;) {
        const batch = await client.query('fetch 1000 from dump')
        for (const { line } of batch.rows) if (!out.write(`${line}\n`)) await once(out, 'drain')
        rows += batch.rowCount
        if (batch.rowCount < 1000) break
      }
      await client.query('close dump')
      out.end()
      await once(out, 'finish')
      tables.push({ name, columns, rows })
    }
    const sequences = (await client.query(`select sequencename as name, last_value, start_value from pg_sequences where schemaname = 'public' order by 1`)).rows
    const migrations = await migrationsOf(client)
    return { tables, sequences, migrations }
  } finally {
    await client.query('rollback')
  }
}

/** How many orders a database holds: a shop that has taken any is not empty (a new stack's seed makes customers, no orders). */
export async function ordersIn(client) {
  const { rows } = await client.query(`select to_regclass('public.order') is not null as present`)
  return rows[0].present ? Number((await client.query('select count(*) from public."order" where deleted_at is null')).rows[0].count) : 0
}

/** Why the database cannot take the backup (another version of the shop's schema), or null. */
async function schemaMismatch(client, saved) {
  const present = new Set(await tablesOf(client))
  for (const table of saved.tables) {
    if (!present.has(table.name)) return `table ${table.name} is missing`
    const columns = new Set(await columnsOf(client, table.name))
    const missing = table.columns.find((column) => !columns.has(column))
    if (missing) return `column ${table.name}.${missing} is missing`
  }
  // newer code than the backup's (a migration the backup lacks) is refused; a backup with migrations the target lacks
  // passes when its tables and columns are all there: a module of the other topology (the Redis workflow engine has
  // migrations of its own) leaves its names in the backup of a shop that ran on Redis
  const migrations = await migrationsOf(client)
  const newer = migrations.filter((name) => !saved.migrations.includes(name))
  return newer.length ? `the database has migrations the backup lacks (${newer.slice(0, 3).join(', ')}${newer.length > 3 ? ', …' : ''})` : null
}

async function insertBatch(client, table, columns, lines) {
  const list = columns.map(quote).join(', ')
  await client.query(
    `insert into public.${quote(table)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::public.${quote(table)}, $1::jsonb)`,
    [`[${lines.join(',')}]`],
  )
}

/**
 * Replaces every row of the database `client` is connected to with the backup's (`saved`: the manifest's part,
 * `dir`: its table files), in one transaction: on any failure nothing changed. Foreign keys are not checked while
 * the rows arrive in table order (session_replication_role: the superuser locally); sequences continue where the
 * backup's stood. The database must have the backup's schema: made by the same migrations.
 */
export async function restoreDatabase(client, dir, saved) {
  const mismatch = await schemaMismatch(client, saved)
  if (mismatch) throw new Error(`the database does not have the backup's schema: ${mismatch}; restore with the shop's code of that backup`)
  await client.query('begin')
  try {
    await client.query('set local session_replication_role = replica').catch((error) => {
      throw new Error(`restoring needs a role that may set session_replication_role (a superuser): ${error.message}`)
    })
    const tables = await tablesOf(client)
    await client.query(`truncate ${tables.map((name) => `public.${quote(name)}`).join(', ')}`)
    for (const { name, columns } of saved.tables) {
      let lines = []
      let bytes = 0
      const lineReader = createInterface({ input: createReadStream(tableFile(dir, name)), crlfDelay: Number.POSITIVE_INFINITY })
      for await (const line of lineReader) {
        if (!line) continue
        lines.push(line)
        bytes += line.length
        if (lines.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
          await insertBatch(client, name, columns, lines)
          lines = []
          bytes = 0
        }
      }
      if (lines.length) await insertBatch(client, name, columns, lines)
    }
    for (const sequence of saved.sequences) {
      const value = sequence.last_value ?? sequence.start_value
      await client.query('select setval($1::regclass, $2, $3)', [`public.${quote(sequence.name)}`, value, sequence.last_value !== null])
    }
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}
