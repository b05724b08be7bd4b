// A bench's measured side bundled as one plain ES module (worker/ is TypeScript), for Node and workerd alike.
import { root } from '../lib/paths.mjs'

/** Bundles `entry` (a path below the repository) into `outDir`/probe.mjs and returns that file. */
export async function bundleProbe(entry, outDir) {
  const { build } = await import('vite')
  // vite's build sets NODE_ENV=production in this process when it is unset; the bench's later stacks would
  // inherit it (their seed then demands production settings), so it is put back as it was
  const nodeEnv = process.env.NODE_ENV
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    publicDir: false,
    build: {
      ssr: `${root}/${entry}`,
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      rolldownOptions: { output: { format: 'es', entryFileNames: 'probe.mjs' } },
    },
    ssr: { noExternal: true, target: 'webworker' },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  return `${outDir}/probe.mjs`
}
