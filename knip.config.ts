import type { KnipConfig } from 'knip'

// `npm run dead-code` (and npm test, scripts/dead-code.test.ts): unused files, exports and dependencies, tests counting
// as users; then, with KNIP_REACH=screens, only what the shop, the back office, the worker, Medusa and the unit tests
// reach counts, not an integration test or a journey, so a back-office call helper only an *.int.test.ts calls is
// reported as reached by no screen.
const screens = process.env.KNIP_REACH === 'screens'

const UNIT_TESTS = ['{worker,routes,client,i18n,rules,scripts}/**/*.test.{ts,tsx}', '!**/*.int.test.ts']

// Left alone on purpose, each with why.
const LEFT_ALONE: Record<string, ('exports' | 'types')[]> = {
  // being rewritten as one change module for claims, exchanges, returns and edits; its calls are kept until then
  'client/admin/resources/orders/calls/**': ['exports', 'types'],
}

// Reached by tests only, on purpose (KNIP_REACH=screens): the test infrastructure itself, and the journeys with their helpers.
const TEST_INFRASTRUCTURE: Record<string, ('exports' | 'types')[]> = {
  'scripts/lib/**': ['exports'],
  'e2e/**': ['exports', 'types'],
}

const config: KnipConfig = {
  ignoreIssues: screens ? { ...LEFT_ALONE, ...TEST_INFRASTRUCTURE } : LEFT_ALONE,
  // with KNIP_REACH=screens a helper the screen calls in its own file and its integration test calls too is reached
  ignoreExportsUsedInFile: screens,
  workspaces: {
    '.': {
      entry: [
        'worker/index.ts',
        'client/entry.tsx',
        'client/styles.ts',
        'client/icons.ts',
        'client/admin/main.tsx',
        'client/admin/build-config.ts',
        'scripts/*.mjs',
        'scripts/bench/*.mjs',
        // started by path as the worker's process (scripts/lib/worker.mjs)
        'scripts/lib/serve-worker.mjs',
        'vitest.config.ts',
        ...(screens ? UNIT_TESTS : ['e2e/*.setup.ts', 'scripts/lib/cluster-ready.ts']),
      ],
      project: ['{worker,routes,client,i18n,rules,scripts,e2e}/**/*.{ts,tsx,mjs}', '*.ts'],
      // with KNIP_REACH=screens the tests of the stack are no entries: vitest.config.ts names them all
      vitest: !screens,
      ignoreDependencies: [
        // `uno:icons.css` is UnoCSS's virtual module, not a package
        'uno',
        // an alias (tsconfig paths, vitest) of the client build's manifest
        'client-build',
        // the journeys inject its file into pages by path (require.resolve)
        'axe-core',
        // the type check runs its compiler by path (scripts/typecheck.mjs)
        'typescript7',
        // started by path as the mail catcher (scripts/lib/maildev.mjs)
        'maildev',
        // a test reads Medusa's own country list from backend/node_modules, by path
        '@medusajs/utils',
        // the backup reads and writes the S3/R2 bucket with the SDK @medusajs/file-s3 brings, from backend/node_modules
        '@aws-sdk/client-s3',
      ],
    },
    backend: {
      entry: [
        'medusa-config.ts',
        'src/api/**/route.ts',
        'src/api/middlewares.ts',
        'src/subscribers/*.ts',
        'src/jobs/*.ts',
        'src/workflows/**/*.ts',
        'src/modules/*/index.ts',
        'src/modules/*/migrations/*.ts',
        'src/migration-scripts/*.ts',
        'src/scripts/*.ts',
        // the root's vitest.config.ts runs these (project `backend`, and the unit tests beside the code)
        'src/**/*.test.ts',
        'test/**/*.test.ts',
        ...(screens ? [] : ['integration-tests/**/*.test.ts']),
      ],
      project: ['src/**/*.ts', 'medusa-config.ts', 'integration-tests/**/*.ts', 'test/**/*.ts'],
      vitest: false,
      ignoreDependencies: [
        // the instance Medusa's own loader uses, patched in place (src/lib/uploads/static-file-serving.ts), never a copy
        'express',
        // Medusa runs TypeScript through it (`medusa exec`, `medusa develop`; tsconfig.json's "ts-node")
        'ts-node',
        // rules/shop-days.ts uses it through backend/src/rules, which Medusa's build compiles with the back end's packages;
        // knip counts rules/ to the root
        '@date-fns/tz',
      ],
    },
  },
}

export default config
