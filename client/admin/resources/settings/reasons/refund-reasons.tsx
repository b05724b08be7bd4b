import type { HttpTypes } from '@medusajs/types'
import { z } from 'zod'
import { defineResource, formOf } from '../../../engine/resource'
import { registered } from '../../registry'
import { reasonTextBody, reasonTextFields, reasonTextsShape, reasonTextValues } from './reason-texts'

type RefundReason = HttpTypes.AdminRefundReason

const form = formOf<RefundReason>()({
  schema: z.object({
    // the key the seed finds a reason by (goodwill)
    code: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9][a-z0-9_-]*$/),
    ...reasonTextsShape,
  }),
  fields: [...reasonTextFields, { name: 'code', label: 'reasons.value', hint: 'reasons.valueHint' }],
  values: (reason) => ({ code: reason?.code ?? '', ...reasonTextValues(reason) }),
  toBody: (values) => ({ code: values.code, ...reasonTextBody(values) }),
})

/**
 * Refund reasons (what a refund is booked as: goodwill, a return, damage in transit): list, create, edit, delete.
 * The English label is `metadata.label_en`, as the refund form reads it; Medusa 2.21's routes refuse `metadata`,
 * so the back end lets it through (backend/src/api/admin/keep-body-fields.ts).
 */
export const refundReasons = defineResource<RefundReason>({
  ...registered('refund-reasons'),
  title: (reason) => reason.label,
  list: {
    columns: [
      { id: 'label', label: 'reasons.label', sort: 'label' },
      { id: 'label_en', label: 'reasons.labelEn', fields: ['metadata'], value: (reason) => reason.metadata?.label_en, primary: true },
      { id: 'code', label: 'reasons.value', sort: 'code' },
      { id: 'description', label: 'reasons.description', hidden: true },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at', hidden: true },
    ],
    search: 'reasons.refundSearchHint',
    defaultSort: 'label',
  },
  detail: {
    fields: 'id,label,code,description,metadata,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'reasons.overview',
        rows: [
          { label: 'reasons.labelEn', value: (reason) => reason.metadata?.label_en },
          { label: 'reasons.value', value: (reason) => reason.code },
          { label: 'reasons.description', value: (reason) => reason.description },
          { label: 'reasons.descriptionEn', value: (reason) => reason.metadata?.description_en },
        ],
      },
    ],
  },
  create: form,
  edit: form,
  remove: { text: { one: 'reasons.deleteText', many: 'reasons.deleteManyText' } },
})
