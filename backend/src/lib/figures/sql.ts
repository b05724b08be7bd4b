import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'

type Knex = { raw(sql: string, bindings?: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }> }

/** A query on Medusa's own connection (knex), named bindings (`:name`); numeric columns come back as numbers. */
export function sqlOf(scope: MedusaContainer) {
  const knex = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  return async <T>(sql: string, bindings: Record<string, unknown> = {}): Promise<T[]> => (await knex.raw(sql, bindings)).rows as T[]
}
export type Sql = ReturnType<typeof sqlOf>

/** Postgres's numerics arrive as strings: an amount to the cent, a count as a number. */
export const amount = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100
export const count = (value: unknown) => Number(value ?? 0)
