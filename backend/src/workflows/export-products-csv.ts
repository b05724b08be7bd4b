import type { HttpTypes } from '@medusajs/framework/types'
import { createWorkflow, transform } from '@medusajs/framework/workflows-sdk'
import { generateProductCsvStep, notifyOnFailureStep, sendNotificationsStep, useQueryGraphStep } from '@medusajs/medusa/core-flows'
import { escapeTexts } from '../rules/csv-cells'

/** `export_id`: names this export in its feed notifications, so whoever asked for it finds its own file among others'. */
export type ExportProductsCsvInput = { select: string[]; filter?: Record<string, unknown>; export_id: string }

const feed = (exportId: string, description: string, file?: { filename: string; url: string }) => [
  // no recipient: the admin feed is everyone's (as in Medusa's own export)
  {
    to: '',
    channel: 'feed',
    template: 'admin-ui',
    data: { title: 'Product export', description, export_id: exportId, ...(file ? { file: { ...file, mimeType: 'text/csv' } } : {}) },
  },
]

/**
 * The product CSV of Medusa's export (its columns and rows: `generateProductCsvStep`, the file module, the admin
 * feed's notification with the file) with every text cell escaped by the shop's rule (src/lib/csv-cells.ts)
 * before Medusa's writer sees it. Medusa's own export strips a leading `=`, `+`, `-` or `@` instead, so a title
 * "-50 % Rabatt" came back from a re-import as "50 % Rabatt"; an escaped cell keeps it (the import middleware
 * takes the apostrophe off again, src/api/admin/products/importable-file.ts).
 *
 * The products are read in one query (as Medusa's export did before it streamed): fine for the shop's catalogue
 * of some thousand pieces. Everything from the query on runs in the background; the route answers at once.
 */
export const exportProductsCsvWorkflow = createWorkflow('export-products-csv', (input: ExportProductsCsvInput) => {
  notifyOnFailureStep(transform({ input }, ({ input }) => feed(input.export_id, 'Failed to export products, please try again later.')))
  const { data: products } = useQueryGraphStep({ entity: 'product', fields: input.select, filters: input.filter }).config({
    name: 'read-products-to-export',
    async: true,
    backgroundExecution: true,
  })
  const escaped = transform({ products }, ({ products }) => escapeTexts(products) as HttpTypes.AdminProduct[])
  const file = generateProductCsvStep(escaped)
  const { data: stored } = useQueryGraphStep({ entity: 'file', fields: ['id', 'url'], filters: { id: file.id }, options: { isList: false } }).config({
    name: 'read-exported-file',
  })
  sendNotificationsStep(
    transform({ stored, file, input }, ({ stored, file, input }) =>
      feed(input.export_id, 'Product export completed successfully!', { filename: file.filename, url: stored.url }),
    ),
  )
})
