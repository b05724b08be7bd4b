import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Modules } from '@medusajs/framework/utils'
import { linkSalesChannelsToApiKeyWorkflow } from '@medusajs/medusa/core-flows'
import type { SeedContext } from './context'

const DEFAULT_OUTPUT = resolve(__dirname, '../../../../.data/medusa.json')

/**
 * The storefront uses the publishable key Medusa created on first start, scoped to the default
 * sales channel; the orchestrator hands it to the worker through SEED_OUTPUT.
 */
export async function writeStorefrontKey(ctx: SeedContext, salesChannelId: string) {
  const keys = await ctx.container.resolve(Modules.API_KEY).listApiKeys({ type: 'publishable' }, { order: { created_at: 'ASC' } })
  const key = keys.find((candidate) => !candidate.revoked_at)
  if (!key) throw new Error('no publishable API key: start Medusa once so it creates its defaults')
  const { data } = (await ctx.query.graph({
    entity: 'api_key',
    fields: ['sales_channels.id'],
    filters: { id: key.id },
  })) as { data: { sales_channels: { id: string }[] }[] }
  if (!data[0].sales_channels.some((channel) => channel.id === salesChannelId)) {
    await linkSalesChannelsToApiKeyWorkflow(ctx.container).run({ input: { id: key.id, add: [salesChannelId] } })
    ctx.tally.created++
  }

  const file = process.env.SEED_OUTPUT ? resolve(process.env.SEED_OUTPUT) : DEFAULT_OUTPUT
  const content = `${JSON.stringify({ publishableKey: key.token, salesChannelId }, null, 2)}\n`
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}
