import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '')
export const dataDir = `${root}/.data`
export const logDir = `${dataDir}/logs`
