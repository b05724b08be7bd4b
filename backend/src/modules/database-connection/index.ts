import type { LoaderOptions } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Module } from '@medusajs/framework/utils'

type Pool = { propagateCreateError?: boolean }
type Knex = { client?: { pool?: Pool } }

/**
 * Medusa's one database pool (knex over node-postgres, shared by every module and MikroORM) fails fast while the
 * database is away: Medusa makes it with `propagateCreateError: false`, so a request waiting for a connection while
 * the server restarts keeps retrying until knex's acquire timeout (60 s), and every visitor waits that long. With it
 * on, a connection the server refuses fails the request waiting for it at once (503, src/api/database-unavailable.ts)
 * and the next request tries again: the shop answers within its deadline while the server is down and serves again
 * the moment it is back, without a restart. Connections the restart ended are dropped by knex on their next use.
 */
async function failFast({ container }: LoaderOptions) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION, { allowUnregistered: true })
  if (knex?.client?.pool) knex.client.pool.propagateCreateError = true
}

/** A module only for its loader: modules are Medusa's own place for code that runs once at boot. */
class DatabaseConnectionService {}

export default Module('databaseConnection', { service: DatabaseConnectionService, loaders: [failFast] })
