// A snapshot of a freshly migrated and seeded shop, kept as a PostgreSQL template database on the checkout's server:
// a database made again (`npm start` after `npm test`, a catalogue database, a slot's or a second run's) is copied
// from it in seconds (CREATE DATABASE … TEMPLATE) instead of being migrated and seeded for minutes. Its name carries
// a hash of what migrations and seed are made of, so a change of either makes a new one and drops the old.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { databaseName, onServer } from '../postgres.mjs'
import { dataDir } from './paths.mjs'

const PREFIX = 'juwelier_template_'

/** The template of `key`: its database name and the file with what its seed wrote (the publishable key…) and how. */
function template(key) {
  const name = `${PREFIX}${key.slice(0, 20)}`
  return { name, file: `${dataDir}/${name}.json` }
}

const exists = (url, name) => onServer(url, async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0)

/** Whether the database of `url` exists. */
export const databaseExists = (url) => exists(url, databaseName(url))

/** The template of `key` on the server of `url` with what it was seeded with ({ seedOutput, stripe }), or null. */
export async function findTemplate(url, key) {
  const { name, file } = template(key)
  return existsSync(file) && (await exists(url, name)) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

/** Makes the database of `url` (which must not exist) as a copy of the template of `key`. */
export async function copyTemplate(url, key) {
  const { name } = template(key)
  await onServer(url, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName(url))} TEMPLATE ${client.escapeIdentifier(name)}`))
}

/**
 * Keeps the database of `url` (just migrated and seeded, nothing connected to it) as the template of `key`, with
 * `meta` (what its seed wrote and how), in place of any template before it.
 */
export async function makeTemplate(url, key, meta) {
  const { name, file } = template(key)
  await onServer(url, async (client) => {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`])
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE ${client.escapeIdentifier(datname)}`)
      rmSync(`${dataDir}/${datname}.json`, { force: true })
    }
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(databaseName(url))}`)
  })
  writeFileSync(file, JSON.stringify(meta, null, 2))
}
