type Env = Record<string, string | undefined>

/** scrypt's cost as Medusa hashes passwords by default: 2^15 rounds, 32 MB each. */
export const PASSWORD_HASH_LOG_N = 15
/** The cheapest cost a local test stack may ask for. */
const LOWEST_LOG_N = 10

/**
 * How costly a password's hash is (Medusa's e-mail and password sign-in, scrypt): Medusa's default unless
 * PASSWORD_HASH_LOG_N lowers it. The test stacks do, as test suites do with their password hashing: they register and
 * sign in hundreds of times, and a hash at 12 costs an eighth of one at 15. A hash carries its own cost, so a password
 * hashed at one verifies under any setting. Production refuses a cost below the default (`passwordHashProblems`).
 */
export function passwordHashConfig(env: Env): { logN: number; r: number; p: number } {
  const logN = Number(env.PASSWORD_HASH_LOG_N)
  return { logN: Number.isInteger(logN) && logN >= LOWEST_LOG_N ? logN : PASSWORD_HASH_LOG_N, r: 8, p: 1 }
}

/** What production cannot run with: passwords hashed cheaper than Medusa's default. */
export function passwordHashProblems(env: Env): string[] {
  const { logN } = passwordHashConfig(env)
  return logN < PASSWORD_HASH_LOG_N ? [`PASSWORD_HASH_LOG_N is ${logN}: production hashes passwords at ${PASSWORD_HASH_LOG_N} or more (leave it unset)`] : []
}
