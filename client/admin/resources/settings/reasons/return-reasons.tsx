import type { HttpTypes } from '@medusajs/types'
import { z } from 'zod'
import { restCalls } from '../../../engine/calls'
import { defineResource, formOf } from '../../../engine/resource'
import { REGISTRY, registered } from '../../registry'
import { ParentReasonSelect } from './parent-reason-field'
import { reasonTextBody, reasonTextFields, reasonTextsShape, reasonTextValues } from './reason-texts'
import { treeOrder } from './reason-tree'

type ReturnReason = HttpTypes.AdminReturnReason & {
  parent_return_reason_id?: string | null
  parent_return_reason?: { id: string; label: string } | null
  return_reason_children?: { id: string; label?: string }[]
  /** Its level in the tree (0: top). */
  depth?: number
}

const entry = REGISTRY['return-reasons']
const rest = restCalls<ReturnReason>(entry.path, entry.listKey, entry.itemKey)

const form = formOf<ReturnReason>()({
  schema: z.object({
    id: z.string(),
    // the key Medusa and the seed find a reason by (wrong_size)
    value: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9][a-z0-9_-]*$/),
    ...reasonTextsShape,
    parent_return_reason_id: z.string(),
  }),
  fields: [
    ...reasonTextFields,
    { name: 'value', label: 'reasons.value', hint: 'reasons.valueHint' },
    { name: 'parent_return_reason_id', label: 'reasons.parent', hint: 'reasons.parentHint', component: ParentReasonSelect },
  ],
  values: (reason) => ({
    id: reason?.id ?? '',
    value: reason?.value ?? '',
    ...reasonTextValues(reason),
    parent_return_reason_id: reason?.parent_return_reason_id ?? '',
  }),
  toBody: (values) => ({ value: values.value, ...reasonTextBody(values), parent_return_reason_id: values.parent_return_reason_id || null }),
})

/**
 * Return reasons (why a piece comes back: withdrawal, wrong size, …), nested one level (damaged → a stone is
 * missing): list in tree order, create, edit (also the parent: the back end keeps it, see docs), delete once it has
 * no sub-reasons. The English label is `metadata.label_en`, as the return and exchange screens read it.
 */
export const returnReasons = defineResource<ReturnReason>({
  ...registered('return-reasons'),
  title: (reason) => reason.label,
  list: {
    columns: [
      {
        id: 'label',
        label: 'reasons.label',
        sort: 'label',
        cell: (reason) => (
          <span className="inline-flex items-baseline gap-1.5" style={{ paddingInlineStart: `${(reason.depth ?? 0) * 1.5}rem` }} data-depth={reason.depth ?? 0}>
            {!!reason.depth && <span aria-hidden="true" className="i-ph-arrow-elbow-down-right text-stone-500" />}
            {reason.label}
          </span>
        ),
        csv: (reason) => reason.label,
      },
      { id: 'label_en', label: 'reasons.labelEn', fields: ['metadata'], value: (reason) => reason.metadata?.label_en, primary: true },
      { id: 'value', label: 'reasons.value', sort: 'value' },
      { id: 'description', label: 'reasons.description', hidden: true },
      { id: 'parent', label: 'reasons.parent', fields: ['parent_return_reason.label'], value: (reason) => reason.parent_return_reason?.label, hidden: true },
    ],
    // the tree needs each row's parent, delete its children
    fields: ['parent_return_reason_id', 'return_reason_children.id'],
    search: 'reasons.returnSearchHint',
    defaultSort: 'label',
  },
  detail: {
    fields:
      'id,value,label,description,metadata,parent_return_reason_id,parent_return_reason.id,parent_return_reason.label,return_reason_children.id,return_reason_children.label,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'reasons.overview',
        rows: [
          { label: 'reasons.labelEn', value: (reason) => reason.metadata?.label_en },
          { label: 'reasons.value', value: (reason) => reason.value },
          { label: 'reasons.description', value: (reason) => reason.description },
          { label: 'reasons.descriptionEn', value: (reason) => reason.metadata?.description_en },
          { label: 'reasons.parent', value: (reason) => reason.parent_return_reason?.label },
          { label: 'reasons.children', value: (reason) => reason.return_reason_children?.map((child) => child.label).join(', ') },
        ],
      },
    ],
  },
  calls: {
    // a shop has a few dozen reasons: all of them are read, ordered as a tree and paged here, so sub-reasons stand under their parent
    list: async (query, signal) => {
      const { limit = 20, offset = 0, ...filters } = query as { limit?: number; offset?: number }
      const all = await rest.list({ ...filters, limit: 1000, offset: 0 }, signal)
      const ordered = treeOrder(all.rows)
      return { rows: ordered.slice(Number(offset), Number(offset) + Number(limit)), count: ordered.length }
    },
  },
  create: form,
  edit: form,
  // Medusa would leave the sub-reasons of a deleted reason under it
  remove: { when: (reason) => !reason.return_reason_children?.length, text: { one: 'reasons.deleteText', many: 'reasons.deleteManyText' } },
})
