import * as z from 'zod/v4'

// The back office's CSP has no 'unsafe-eval': zod 4 probes `new Function` when a schema is made (for its
// faster parser) and the browser reports that refused probe as a violation. Jitless, it never tries.
// The admin build resolves every `import … from 'zod'` to this file (build-config.ts), so the setting
// runs before any schema is made.
z.config({ jitless: true })

export * from 'zod/v4'
export { z }
export default z
