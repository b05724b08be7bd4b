import type { Context } from 'hono'
import type { AppEnv } from '../env'

// Placeholder until the pass-through is built.
export const passThrough = (c: Context<AppEnv>) => c.json({ message: 'Not implemented' }, 501)
