import { z } from '@medusajs/framework/zod'
import { metadataWithEnglishNameSchema } from '../../../rules/name-in-language-schema'
import { keepBodyFields } from '../keep-body-fields'

/**
 * A service zone's `metadata` (its English name, `name_en`, rules/name-in-language.ts): Medusa 2.21's service-zone
 * routes refuse it; its update workflow stores it. Its create route names the fields it passes on, so a new zone's
 * English name is saved by an update right after. The English name has the limit the back office's form checks
 * (rules/name-in-language-schema.ts).
 */
export const serviceZoneMetadata = keepBodyFields('/admin/fulfillment-sets/:id/service-zones', z.object({ metadata: metadataWithEnglishNameSchema.nullable() }))
