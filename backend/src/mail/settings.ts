import { COMPANY } from '../rules/company'

/** Where maildev listens by default: a hand-started `medusa develop` without SMTP_URL sends there. */
export const DEVELOPMENT_SMTP_URL = 'smtp://127.0.0.1:1025'

/**
 * The mail server and sender from the environment. SMTP_URL is required in production (NODE_ENV=production):
 * a shop that silently drops order confirmations and opt-in mails must not start. The local orchestrator
 * always sets it (its mail catcher). MAIL_FROM defaults to the shop's name and service address.
 */
export function mailSettings(env: NodeJS.ProcessEnv): { smtpUrl: string; from: string } {
  const smtpUrl = env.SMTP_URL?.trim()
  if (!smtpUrl && env.NODE_ENV === 'production') {
    throw new Error(
      'SMTP_URL is not set. In production the shop needs a mail server for order confirmations and newsletter opt-ins: ' +
        'set SMTP_URL=smtps://user:password@smtp.example.com:465 (and MAIL_FROM, the sender address)',
    )
  }
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl))
    throw new Error(`SMTP_URL must look like smtp://user:password@host:port or smtps://…, got "${smtpUrl.replace(/\/\/[^@]*@/, '//…@')}"`)
  return { smtpUrl: smtpUrl || DEVELOPMENT_SMTP_URL, from: env.MAIL_FROM?.trim() || `"${COMPANY.brand}" <${COMPANY.email}>` }
}
