import { copyFileSync, existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { root } from './paths.mjs'

/** Reads the project's .env (created from .env.example on the first run); variables set in the shell win. */
export function loadEnv() {
  const file = `${root}/.env`
  if (!existsSync(file)) copyFileSync(`${root}/.env.example`, file)
  const fromFile = parseEnv(readFileSync(file, 'utf8'))
  const merged = Object.fromEntries(Object.keys(fromFile).map((key) => [key, process.env[key] ?? fromFile[key]]))
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''))
}
