import type { ServerResponse } from 'node:http'
import { extensionOf, fileHeaders, typeOfExtension } from '../../rules/upload-types'

type ServeStatic = (root: string, options?: { setHeaders?: (res: ServerResponse, path: string, stat: unknown) => void }) => unknown
type ExpressModule = { static: ServeStatic & { withFileHeaders?: true } }

/**
 * Medusa 2.21 serves `backend/static` itself: its express loader (@medusajs/framework, dist/http/express-loader.js)
 * calls `app.use("/static", express.static(<root>/static))` before it registers any project middleware, and takes
 * no options for it, so no middleware of ours ever sees those answers. The headers are therefore given to that
 * very call: express.static is wrapped once, while medusa-config loads (before the loader runs), to add them
 * through serve-static's own `setHeaders`. Every file gets nosniff and the sandboxing policy; what is not one of
 * the shop's pictures or videos by its extension (the file module names each file by its detected type) is a
 * download. backend/integration-tests/static-file-headers.test.ts asks Medusa itself, so a Medusa that serves
 * /static differently fails there.
 */
export function serveStaticWithFileHeaders() {
  // the module object itself is changed, so that Medusa's loader calls the wrapper
  const express = require('express') as ExpressModule
  const serveStatic = express.static
  if (serveStatic.withFileHeaders) return
  const withFileHeaders: ServeStatic = (root, options = {}) =>
    serveStatic(root, {
      ...options,
      setHeaders(res, path, stat) {
        options.setHeaders?.(res, path, stat)
        for (const [name, value] of Object.entries(fileHeaders(typeOfExtension(extensionOf(path))))) res.setHeader(name, value)
      },
    })
  express.static = Object.assign(withFileHeaders, { withFileHeaders: true as const })
}
