// `npm run cycles`: import cycles over the whole repository (npm test runs it in scripts/import-cycles.test.ts).
// Type imports and lazy `import()` count too: a loop is a loop whether or not the bundler happens to cut it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [{ name: 'no-circular', severity: 'error', comment: 'move the shared piece into a module both import', from: {}, to: { circular: true } }],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|\\.medusa|\\.wrangler|static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'] },
  },
}
