// `npm run seed:catalogue -- --products N [--database test] [--serve]`: a generated catalogue of N products on top of
// the shop's seed, for benchmarks at scale. By default in a database of its own (juwelier_cat{N}[_s{slot}]); with
// `--database test` in the test database. Idempotent and additive. `--serve` then runs that shop like `npm start`.
import { installRoot } from './lib/install.mjs'
import { stopAll } from './lib/processes.mjs'

const args = process.argv.slice(2)
const value = (name) => {
  const i = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (i < 0) return undefined
  return args[i].includes('=') ? args[i].split('=')[1] : args[i + 1]
}
const products = Number(value('products'))
if (!Number.isInteger(products) || products < 1 || products > 100_000) {
  console.error('usage: npm run seed:catalogue -- --products N [--database test] [--serve]   (N from 1 to 100000)')
  process.exit(2)
}
const database = value('database') ?? 'own'
if (!['own', 'test'].includes(database)) {
  console.error('--database is "own" (default: a database of its own) or "test" (the test database)')
  process.exit(2)
}

let stop = async () => {}
process.on(
  'SIGINT',
  () =>
    void stop()
      .then(stopAll)
      .finally(() => process.exit(130)),
)
try {
  await installRoot()
  const started = Date.now()
  if (args.includes('--serve') || database === 'test') {
    const { startStack } = await import('./lib/stack.mjs')
    const stack = database === 'test' ? await startStack('test', { products }) : await startStack('catalogue', { products })
    stop = stack.stop
    console.log(`\n✓ ${products} generated products in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    if (!args.includes('--serve')) {
      await stack.stop()
      process.exit(0)
    }
    console.log(`  Shop ${stack.workerUrl}/de · Medusa ${stack.medusaUrl} · Ctrl-C stops`)
  } else {
    const { seedOnly } = await import('./lib/seed-only.mjs')
    await seedOnly(products)
    console.log(`\n✓ ${products} generated products in ${((Date.now() - started) / 1000).toFixed(0)} s (start that shop with --serve)`)
    await stopAll()
    process.exit(0)
  }
} catch (error) {
  console.error(`✗ ${error.message}`)
  await stop()
  await stopAll()
  process.exit(1)
}
