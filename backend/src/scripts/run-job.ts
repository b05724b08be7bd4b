import type { ExecArgs, MedusaContainer } from '@medusajs/framework/types'
import contactMessageRetention, { config as contactMessageRetentionConfig } from '../jobs/contact-message-retention'
import newsletterPendingExpiry, { config as newsletterPendingExpiryConfig } from '../jobs/newsletter-pending-expiry'

/** The scheduled jobs that can be run at once, by their `config.name`. */
const JOBS: Record<string, (container: MedusaContainer) => Promise<void>> = {
  [newsletterPendingExpiryConfig.name]: newsletterPendingExpiry,
  [contactMessageRetentionConfig.name]: contactMessageRetention,
}

/**
 * `medusa exec ./src/scripts/run-job.ts <name>`: runs one scheduled job now, against the configured database
 * (for operations, and for tests that check a job against the real database).
 */
export default async function runJob({ container, args }: ExecArgs) {
  const name = args[0]
  const job = JOBS[name]
  if (!job) throw new Error(`unknown job "${name}"; known: ${Object.keys(JOBS).join(', ')}`)
  await job(container)
  console.log(`job ${name}: done`)
}
