/**
 * Production refuses the development defaults of `.env.example` (one rule for Medusa and the worker: the worker
 * imports this file too). Pure: no Medusa, no Node APIs, so workerd can bundle it.
 */

/** The values `.env.example` ships and Medusa's own fallback; a test keeps this list in step with the file. */
export const DEVELOPMENT_SECRETS: readonly string[] = [
  'dev-only-jwt-secret-change-me',
  'dev-only-cookie-secret-change-me',
  'dev-only-ops-secret',
  'dev-only-edge-secret',
  'dev-only-mfa-key-change-me',
  'juwelier-admin-1995',
  // what Medusa signs with when JWT_SECRET or COOKIE_SECRET is missing
  'supersecret',
]

/** Random secrets (JWT, cookies, the ops and edge secrets) need this many characters: `openssl rand -hex 32` gives 64. */
const MIN_SECRET_LENGTH = 32
/** The seeded back-office password is typed by a person: shorter, but never an example value. */
const MIN_PASSWORD_LENGTH = 12

export type SecretRule = { name: string; minLength: number; optional?: boolean }

/** Medusa's secrets. ADMIN_PASSWORD is only read by the seed, so it may be unset (create staff with `medusa user`). */
export const BACKEND_SECRETS: readonly SecretRule[] = [
  { name: 'JWT_SECRET', minLength: MIN_SECRET_LENGTH },
  { name: 'COOKIE_SECRET', minLength: MIN_SECRET_LENGTH },
  { name: 'OPS_SECRET', minLength: MIN_SECRET_LENGTH },
  // without it every visitor of the worker would count as one client (src/lib/client-address.ts)
  { name: 'EDGE_SECRET', minLength: MIN_SECRET_LENGTH },
  // the staff's two-factor secrets are stored encrypted with it
  { name: 'MFA_ENCRYPTION_KEY', minLength: MIN_SECRET_LENGTH },
  { name: 'ADMIN_PASSWORD', minLength: MIN_PASSWORD_LENGTH, optional: true },
]

/** The worker's secrets (set with `wrangler secret put`); EDGE_SECRET is the same value as Medusa's. */
export const WORKER_SECRETS: readonly SecretRule[] = [
  { name: 'OPS_SECRET', minLength: MIN_SECRET_LENGTH },
  { name: 'EDGE_SECRET', minLength: MIN_SECRET_LENGTH },
]

const isDevelopmentValue = (value: string) => {
  const normalised = value.trim().toLowerCase()
  return DEVELOPMENT_SECRETS.includes(normalised) || normalised.startsWith('dev-only-') || normalised.includes('change-me')
}

/** One line per variable that is missing, too short or a development value; empty when production may start. */
export function secretProblems(env: Record<string, string | undefined>, rules: readonly SecretRule[]): string[] {
  const problems: string[] = []
  for (const { name, minLength, optional } of rules) {
    const value = env[name] ?? ''
    if (!value.trim()) {
      if (!optional) problems.push(`${name} is not set`)
    } else if (isDevelopmentValue(value)) {
      problems.push(`${name} holds the development value of .env.example`)
    } else if (value.length < minLength) {
      problems.push(`${name} is shorter than ${minLength} characters`)
    }
  }
  return problems
}

/** The message an operator reads: which variables to set, and how to make a good value. */
export function secretsMessage(problems: string[], where: string): string {
  return [
    `Refusing to run ${where} in production with unsafe secrets:`,
    ...problems.map((problem) => `  - ${problem}`),
    `Set each secret to a random value of its own (for example: openssl rand -hex 32) and the shop's details to its real ones; see docs/deployment.md.`,
  ].join('\n')
}
