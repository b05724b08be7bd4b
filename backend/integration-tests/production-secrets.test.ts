import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// vitest provides __dirname; the back end compiles to CommonJS (no import.meta)
const backend = resolve(__dirname, '..')
const cli = `${backend}/node_modules/@medusajs/cli/cli.js`
const strong = (c: string) => c.repeat(48)

/**
 * `medusa start` as a deployment runs it: NODE_ENV=production, no LOCAL_STACK, only the variables given (nothing
 * from the shell or .env). Resolves with the exit code and output once it exits, or once `until` appears in the
 * output (the child is then stopped: the config passed, the rest of the boot is not what is judged here).
 */
function medusaStart(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'start', '--port', '1'], {
      cwd: backend,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', MEDUSA_DISABLE_TELEMETRY: 'true', NODE_ENV: 'production', ...env },
      detached: true,
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      if (until?.test(output)) process.kill(-child.pid!, 'SIGKILL')
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

// nothing listens there: a start that got past its configuration would only retry the database
const NO_DATABASE = 'postgres://nobody@127.0.0.1:1/none'

const SMTP_URL = 'smtps://shop:secret@smtp.example.com:465'

/** An invoicing company of its own (backend/src/modules/invoice/seller.ts). */
const SELLER = {
  SELLER_NAME: 'Goldhaus Beispiel GmbH',
  SELLER_STREET: 'Marktplatz 1',
  SELLER_POSTAL_CODE: '75175',
  SELLER_CITY: 'Pforzheim',
  SELLER_VAT_ID: 'DE 123 456 789',
  SELLER_EMAIL: 'rechnung@goldhaus.de',
  SELLER_PHONE: '+49 7231 1',
  SELLER_REGISTER: 'Amtsgericht Mannheim, HRB 1',
  SELLER_MANAGING_DIRECTORS: 'Eva Gold',
}

/** The shop's own bank account (backend/src/modules/bank-transfer/bank-details.ts) and public address. */
const BANK = { BANK_IBAN: 'DE02 1203 0000 0000 2020 51', BANK_BIC: 'BYLADEM1001', BANK_NAME: 'Deutsche Kreditbank Berlin' }
const STOREFRONT_URL = 'https://shop.goldhaus.de'
const SECRETS = { JWT_SECRET: strong('j'), COOKIE_SECRET: strong('c'), OPS_SECRET: strong('o'), EDGE_SECRET: strong('e'), MFA_ENCRYPTION_KEY: strong('m') }

describe('medusa start with NODE_ENV=production', () => {
  it('refuses the example secrets of .env.example and names every variable to set', async () => {
    const { code, output } = await medusaStart({
      DATABASE_URL: NO_DATABASE,
      JWT_SECRET: 'dev-only-jwt-secret-change-me',
      COOKIE_SECRET: 'dev-only-cookie-secret-change-me',
      OPS_SECRET: 'dev-only-ops-secret',
      EDGE_SECRET: 'dev-only-edge-secret',
      ADMIN_PASSWORD: 'juwelier-admin-1995',
      MFA_ENCRYPTION_KEY: 'dev-only-mfa-key-change-me',
    })
    expect(code).not.toBe(0)
    expect(output).toContain('Refusing to run Medusa in production with unsafe secrets')
    for (const name of ['JWT_SECRET', 'COOKIE_SECRET', 'OPS_SECRET', 'EDGE_SECRET', 'ADMIN_PASSWORD', 'MFA_ENCRYPTION_KEY']) {
      expect(output).toContain(`${name} holds the development value of .env.example`)
    }
    expect(output).not.toContain('Creating server')
  })

  it('refuses missing and short secrets', async () => {
    const { code, output } = await medusaStart({ DATABASE_URL: NO_DATABASE, JWT_SECRET: 'kurz', OPS_SECRET: strong('o') })
    expect(code).not.toBe(0)
    expect(output).toContain('JWT_SECRET is shorter than 32 characters')
    expect(output).toContain('COOKIE_SECRET is not set')
    // without it Medusa could not tell the worker's visitors apart, nor believe any of their addresses
    expect(output).toContain('EDGE_SECRET is not set')
    expect(output).not.toContain('OPS_SECRET')
  })

  it('refuses to start without a mail server, and says what to set', async () => {
    const { code, output } = await medusaStart({ DATABASE_URL: NO_DATABASE, ...SECRETS, ...SELLER, ...BANK, STOREFRONT_URL })
    expect(code).not.toBe(0)
    expect(output).toContain('SMTP_URL is not set. In production the shop needs a mail server')
    expect(output).not.toContain('Creating server')
  })

  it("refuses invoices without the real seller (SELLER_*, not the development shop's placeholder company)", async () => {
    const { code, output } = await medusaStart({
      DATABASE_URL: NO_DATABASE,
      ...SECRETS,
      SMTP_URL,
      ...SELLER,
      SELLER_VAT_ID: 'DE 000 000 000',
      SELLER_REGISTER: '',
    })
    expect(code).not.toBe(0)
    expect(output).toContain("SELLER_VAT_ID holds the development shop's placeholder")
    expect(output).toContain('SELLER_REGISTER is not set')
    expect(output).not.toContain('SELLER_NAME')
  })

  it('refuses the example bank account of .env.example and unset bank details (printed on invoices and in transfer instructions)', async () => {
    const { code, output } = await medusaStart({
      DATABASE_URL: NO_DATABASE,
      ...SECRETS,
      SMTP_URL,
      ...SELLER,
      STOREFRONT_URL,
      BANK_IBAN: 'DE89370400440532013000',
      BANK_BIC: 'cobadeffxxx',
    })
    expect(code).not.toBe(0)
    expect(output).toContain('BANK_IBAN holds the example bank details of .env.example')
    expect(output).toContain('BANK_BIC holds the example bank details of .env.example')
    expect(output).toContain("BANK_NAME is not set (the shop's bank account, printed on invoices and in the transfer instructions)")
    expect(output).not.toContain('BANK_ACCOUNT_HOLDER')
    expect(output).not.toContain('Creating server')
  })

  it('refuses a missing or non-https STOREFRONT_URL (the address every link in a mail starts with)', async () => {
    const missing = await medusaStart({ DATABASE_URL: NO_DATABASE, ...SECRETS, SMTP_URL, ...SELLER, ...BANK })
    expect(missing.code).not.toBe(0)
    expect(missing.output).toContain("STOREFRONT_URL is not set (the shop's public https address")
    expect(missing.output).not.toContain('Creating server')

    const plain = await medusaStart({ DATABASE_URL: NO_DATABASE, ...SECRETS, SMTP_URL, ...SELLER, ...BANK, STOREFRONT_URL: 'http://shop.goldhaus.de' })
    expect(plain.code).not.toBe(0)
    expect(plain.output).toContain('STOREFRONT_URL must start with https:// (is http://shop.goldhaus.de)')
    expect(plain.output).not.toContain('Creating server')
  })

  it('gets past its configuration with secrets, a seller, a bank account and an https storefront of its own', async () => {
    const { output } = await medusaStart(
      { DATABASE_URL: NO_DATABASE, ...SECRETS, SMTP_URL, ...SELLER, ...BANK, STOREFRONT_URL },
      /Creating server|Refusing|SMTP_URL/,
    )
    expect(output).not.toContain('Refusing')
    expect(output).toContain('Creating server')
  })
})
