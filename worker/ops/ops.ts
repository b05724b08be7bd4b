import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const ops = new Hono<AppEnv>()
