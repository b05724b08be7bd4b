// Test helper of the integration tests: SQL on the stack's database (DATABASE_URL, set by `npm test`), for what no API
// may do, such as moving a row's timestamps into the past.
import pg from 'pg'

export async function sql<R extends Record<string, unknown> = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<R[]> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: run the tests with `npm test`, which starts the database')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<R>(text, values)).rows
  } finally {
    await client.end()
  }
}
