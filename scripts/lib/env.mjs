import { copyFileSync, existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { root } from './paths.mjs'

/**
 * Reads the project's .env (created from .env.example on the first run); variables set in the shell win, and a
 * variable .env lacks takes .env.example's value (a variable added later, such as EDGE_SECRET, reaches an older .env).
 */
export function loadEnv() {
  const file = `${root}/.env`
  const example = `${root}/.env.example`
  if (!existsSync(file)) copyFileSync(example, file)
  const fromFile = { ...parseEnv(readFileSync(example, 'utf8')), ...parseEnv(readFileSync(file, 'utf8')) }
  const merged = Object.fromEntries(Object.keys(fromFile).map((key) => [key, process.env[key] ?? fromFile[key]]))
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''))
}
