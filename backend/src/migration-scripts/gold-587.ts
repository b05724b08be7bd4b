import type { ExecArgs } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'

const OLD = { key: 'gold585', word: 'Gold 585' }
const NEW = { key: 'gold587', word: 'Gold 587' }

/**
 * The shop names its 14-carat gold by its hallmark, 587 (rules/materials.ts); shops seeded before wrote 585. Renames
 * the material of products and variants, the alloy option's value, the variant titles made of it and the word in the
 * store's option vocabulary. SKUs stay: labels and stocktaking lists already carry them. Run once by
 * `medusa db:migrate`; a second run finds nothing to rename.
 */
export default async function gold587({ container }: ExecArgs) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const renamed = await pg.transaction(async (trx) => {
    let rows = 0
    for (const table of ['product', 'product_variant']) {
      const { rowCount } = await trx.raw(
        `update ${table} set metadata = jsonb_set(metadata, '{material}', to_jsonb(?::text)) where metadata->>'material' = ?`,
        [NEW.key, OLD.key],
      )
      rows += rowCount ?? 0
    }
    // an option that already has both values keeps the old one, which staff then merge by hand
    const values = await trx.raw(
      `update product_option_value as v set value = ?::text where v.value = ?::text
       and not exists (select 1 from product_option_value w where w.option_id = v.option_id and w.value = ?::text and w.deleted_at is null)`,
      [NEW.word, OLD.word, NEW.word],
    )
    const titles = await trx.raw(`update product_variant set title = replace(title, ?, ?) where title like ?`, [OLD.word, NEW.word, `%${OLD.word}%`])
    // the English word is renamed with it ("585 gold" → "587 gold"), unless the vocabulary already has one
    const terms = await trx.raw(
      `update store set metadata = jsonb_set(metadata #- array['option_terms_en', ?::text], array['option_terms_en', ?::text],
         coalesce(metadata->'option_terms_en'->?::text, to_jsonb(replace(metadata->'option_terms_en'->>?::text, '585', '587'))))
       where metadata->'option_terms_en'->>?::text is not null`,
      [OLD.word, NEW.word, NEW.word, OLD.word, OLD.word],
    )
    return rows + (values.rowCount ?? 0) + (titles.rowCount ?? 0) + (terms.rowCount ?? 0)
  })
  if (renamed) container.resolve('logger').info(`Renamed Gold 585 to Gold 587 in ${renamed} rows; rebuild the search index (npm run search:reindex)`)
}
