import { ContainerRegistrationKeys, defineConfig, loadEnv, Modules } from '@medusajs/framework/utils'
import { authMethodsPerActor, GOOGLE_PROVIDER } from './src/lib/auth-methods'
import { fileProviders } from './src/lib/file-storage'
import { passwordHashConfig } from './src/lib/password-hash'
import { refuseUnsafeProduction, workerModeOf } from './src/lib/production-config'
import { stripePaymentProviders } from './src/lib/stripe-settings'
import { serveStaticWithFileHeaders } from './src/lib/uploads/static-file-serving'
import { mailSettings } from './src/mail/settings'
import { COMPANY } from './src/rules/company'
import { GIFT_CARD_CODES } from './src/rules/gift-cards'

loadEnv(process.env.NODE_ENV || 'development', process.cwd())
// NODE_ENV=production never runs on the example secrets of .env.example (docs/deployment.md)
refuseUnsafeProduction(process.env)

// Medusa's own /static answers get nosniff, the sandboxing CSP and downloads for what is not a picture or video
serveStaticWithFileHeaders()

// Telemetry would phone home on every CLI run; the shop never wants that.
process.env.MEDUSA_DISABLE_TELEMETRY ??= 'true'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  throw new Error('DATABASE_URL is required (scripts/backend.mjs supplies the embedded database)')
}
const redisUrl = process.env.REDIS_URL
// SMTP_URL and MAIL_FROM; production refuses to start without a mail server (src/mail/settings.ts)
const mail = mailSettings(process.env)

// With REDIS_URL several Medusa processes can share events, workflows, locks and cache;
// without it the in-process defaults are enough for one process on one machine.
const redisModules = redisUrl
  ? [
      { resolve: '@medusajs/medusa/event-bus-redis', options: { redisUrl } },
      { resolve: '@medusajs/medusa/cache-redis', options: { redisUrl } },
      { resolve: '@medusajs/medusa/workflow-engine-redis', options: { redis: { redisUrl } } },
      {
        resolve: '@medusajs/medusa/locking',
        options: {
          providers: [
            {
              resolve: '@medusajs/medusa/locking-redis',
              id: 'locking-redis',
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
      // the worker-mode instance registers the scheduled jobs again when Redis came back empty (src/modules/job-schedules)
      { resolve: './src/modules/job-schedules', dependencies: [Modules.CACHE] },
    ]
  : []

// Google sign-in for customers exists only when the shop has Google credentials; the storefront shows its
// button when GET /auth/customer/providers lists it. The callback URL is the storefront's
// /{country}/auth/google/callback, sent per request (this one is only the fallback Google must also allow).
const google = authMethodsPerActor(process.env).customer.includes(GOOGLE_PROVIDER)
  ? [
      {
        resolve: '@medusajs/medusa/auth-google',
        id: GOOGLE_PROVIDER,
        options: {
          clientId: process.env.GOOGLE_CLIENT_ID,
          clientSecret: process.env.GOOGLE_CLIENT_SECRET,
          callbackUrl: process.env.GOOGLE_CALLBACK_URL || `${process.env.STOREFRONT_URL || 'http://localhost:8787'}/de/auth/google/callback`,
        },
      },
    ]
  : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl,
    redisUrl,
    // production runs several "server" instances and one "worker" (subscribers, jobs); default: both in one process
    workerMode: workerModeOf(process.env.MEDUSA_WORKER_MODE),
    http: {
      storeCors: process.env.STORE_CORS ?? '',
      adminCors: process.env.ADMIN_CORS ?? '',
      authCors: process.env.AUTH_CORS ?? '',
      jwtSecret: process.env.JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET,
      // staff: e-mail and password only; customers: that, and Google when configured (src/lib/auth-methods.ts)
      authMethodsPerActor: authMethodsPerActor(process.env),
    },
  },
  // The back office is our own app served by the worker, not Medusa's dashboard.
  admin: { disable: true },
  // Gift cards and store credit are Medusa's own loyalty plugin (its modules, workflows and routes); the shop adds
  // its rules around them (rules/gift-cards.ts, src/api/README.md). Codes read "GS-XXXX-XXXX-XXXX-XXXX" (Geschenkschein).
  plugins: [{ resolve: '@medusajs/loyalty-plugin', options: { ...GIFT_CARD_CODES } }],
  modules: [
    ...redisModules,
    // the database pool fails fast while the database restarts, instead of holding requests for a minute
    { resolve: './src/modules/database-connection' },
    { resolve: './src/modules/contact-message' },
    { resolve: './src/modules/newsletter' },
    { resolve: './src/modules/invoice' },
    // every mail is recorded here before it is sent, and tried again while the mail server is down (src/mail/send-mail.ts)
    { resolve: './src/modules/mail-outbox' },
    {
      resolve: '@medusajs/medusa/auth',
      dependencies: [Modules.CACHE, ContainerRegistrationKeys.LOGGER],
      options: {
        providers: [{ resolve: '@medusajs/medusa/auth-emailpass', id: 'emailpass', options: { hashConfig: passwordHashConfig(process.env) } }, ...google],
        // staff's second factor: an authenticator app (TOTP) and recovery codes, Medusa's own; the secrets are stored
        // encrypted with MFA_ENCRYPTION_KEY, and turning it off takes a current code, not only a session
        mfa: {
          encryption_key: process.env.MFA_ENCRYPTION_KEY,
          disable_policy: 'challenge',
          providers: [{ id: 'totp', options: { issuer: COMPANY.name } }],
        },
      },
    },
    {
      resolve: '@medusajs/medusa/file',
      // S3_* set: an S3-compatible bucket (R2); else backend/static (src/lib/file-storage.ts)
      options: { providers: fileProviders(process.env) },
    },
    {
      resolve: '@medusajs/medusa/notification',
      options: {
        providers: [
          {
            // sends over SMTP with nodemailer; locally the orchestrator's mail catcher (maildev)
            resolve: './src/modules/smtp-notification',
            id: 'smtp',
            options: { channels: ['email'], url: mail.smtpUrl, from: mail.from },
          },
          {
            // the back office's feed (GET /admin/notifications): product exports announce their file there
            resolve: '@medusajs/medusa/notification-local',
            id: 'feed',
            options: { channels: ['feed'] },
          },
        ],
      },
    },
    {
      resolve: '@medusajs/medusa/payment',
      options: {
        providers: [
          {
            resolve: './src/modules/bank-transfer',
            id: 'bank-transfer',
          },
          // card and PayPal through Stripe, only with STRIPE_API_KEY and STRIPE_WEBHOOK_SECRET (src/lib/stripe-settings.ts)
          ...stripePaymentProviders(process.env),
        ],
      },
    },
  ],
})
