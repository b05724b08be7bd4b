import type { AdminShippingProfile } from '@medusajs/types'
import { z } from 'zod'
import { nameIn } from '../../../../rules/name-in-language'
import { englishNameSchema, nameSchema } from '../../../../rules/name-in-language-schema'
import { defineResource, formOf } from '../../engine/resource'
import { dateTime } from '../../ui/format'
import { ENGLISH_NAME_FIELD, englishNameValues, metadataWithEnglishName, nameColumn } from '../english-name'
import { registered } from '../registry'

const form = formOf<AdminShippingProfile>()({
  schema: z.object({
    name: nameSchema,
    // Medusa's own kinds are "default" and "gift_card"; a shop may name others ("sperrgut")
    type: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[a-z0-9_-]+$/),
    metadata: englishNameSchema,
  }),
  fields: [{ name: 'name', label: 'fields.name' }, ENGLISH_NAME_FIELD, { name: 'type', label: 'shippingProfiles.type', hint: 'shippingProfiles.typeHint' }],
  values: (profile) => ({ name: profile?.name ?? '', type: profile?.type ?? 'default', metadata: englishNameValues(profile) }),
  toBody: (values, profile) => ({ ...values, metadata: metadataWithEnglishName(profile?.metadata, values.metadata.name_en) }),
})

/**
 * Shipping profiles: which products ship together under which shipping options (the shop's pieces are all
 * "Schmuck", type `default`). List, create, edit, delete; Medusa refuses to delete a profile products still use.
 */
export const shippingProfiles = defineResource<AdminShippingProfile>({
  ...registered('shipping-profiles'),
  title: (profile, locale) => nameIn(profile, locale),
  list: {
    columns: [
      nameColumn<AdminShippingProfile>(),
      { id: 'type', label: 'shippingProfiles.type', primary: true, sort: 'type' },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at', hidden: true },
    ],
    search: 'shippingProfiles.searchHint',
    defaultSort: 'name',
  },
  detail: {
    fields: 'id,name,type,metadata,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'shipping.overview',
        rows: [
          { label: 'fields.name', value: (profile) => profile.name },
          { label: 'fields.nameEn', value: (profile) => englishNameValues(profile).name_en || null },
          { label: 'shippingProfiles.type', value: (profile) => profile.type },
          { label: 'fields.createdAt', value: (profile, { locale }) => dateTime(profile.created_at, locale) },
        ],
      },
    ],
  },
  create: form,
  edit: form,
  remove: true,
})
