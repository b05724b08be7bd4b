// Which environment an ops command writes to. Without a flag: this checkout's local stack (its KV in .data under
// wrangler.toml's top-level namespace ids, which the local worker binds; its worker on localhost). `--env NAME`: the
// deployed environment [env.NAME] of wrangler.toml, with its own namespace ids and its worker's address; `--remote`
// alone means `--env production`. Wrangler run without --env takes the top-level ids even with --remote, which are
// not production's: so a remote write always names its environment, and this module resolves it as wrangler does.
import { root } from './paths.mjs'

const DEFAULT_REMOTE_ENV = 'production'

/**
 * Takes `--remote`, `--env NAME` and `--config FILE` out of a command's arguments: `{ env, configPath, rest }`, `env`
 * null for the local stack.
 */
export function takeTargetArgs(argv) {
  let remote = false
  let env = null
  let configPath = `${root}/wrangler.toml`
  const rest = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const value = () => {
      const given = inline ?? argv[++i]
      if (!given || given.startsWith('--')) throw new Error(`${name} needs a value`)
      return given
    }
    if (name === '--remote') remote = true
    else if (name === '--env') env = value()
    else if (name === '--config') configPath = value()
    else rest.push(arg)
  }
  return { env: env ?? (remote ? DEFAULT_REMOTE_ENV : null), configPath, rest }
}

/** wrangler.toml as wrangler resolves it for `env` (null: the top level); refuses an environment it does not define. */
export async function resolvedConfig(configPath, env) {
  const { experimental_readRawConfig, unstable_readConfig } = await import('wrangler')
  if (env !== null) {
    const defined = Object.keys(experimental_readRawConfig({ config: configPath }).rawConfig.env ?? {})
    if (!defined.includes(env)) {
      throw new Error(`${configPath} has no [env.${env}] (environments: ${defined.join(', ') || 'none'})`)
    }
  }
  return unstable_readConfig({ config: configPath, env: env ?? undefined }, { hideWarnings: true })
}

/** The id of KV namespace `binding` in that environment; refuses a missing binding and a REPLACE_WITH_… placeholder. */
export async function kvNamespaceId({ configPath, env, binding }) {
  const config = await resolvedConfig(configPath, env)
  const where = env === null ? 'the top level' : `[env.${env}]`
  const namespace = config.kv_namespaces.find((entry) => entry.binding === binding)
  if (!namespace?.id) throw new Error(`${configPath} binds no KV namespace ${binding} in ${where}`)
  if (namespace.id.startsWith('REPLACE_WITH_')) {
    throw new Error(
      `KV ${binding} of ${where} is still the placeholder ${namespace.id}: put the id of \`npx wrangler kv namespace create ${binding}\` into ${configPath}`,
    )
  }
  return namespace.id
}

/**
 * The deployed worker's address in that environment: its first route (a custom domain or a zone route such as
 * `shop.example.com/*`) as https. Null when no route names a single host (workers.dev only, wildcards).
 */
export async function deployedWorkerUrl({ configPath, env }) {
  const config = await resolvedConfig(configPath, env)
  const routes = [...(config.routes ?? []), ...(config.route ? [config.route] : [])]
  for (const route of routes) {
    const pattern = (typeof route === 'string' ? route : route.pattern).replace(/^https?:\/\//, '').replace(/\/?\*$/, '')
    if (pattern && !pattern.includes('*')) return `https://${pattern.replace(/\/+$/, '')}`
  }
  return null
}
