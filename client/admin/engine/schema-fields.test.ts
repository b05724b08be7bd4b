import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Reference } from './resource'
import { enumValues, resolveFields } from './schema-fields'

const tags: Reference = { name: 'product-tags', path: '/admin/product-tags', listKey: 'product_tags', label: 'value' }
const collection: Reference = { name: 'collections', path: '/admin/collections', listKey: 'collections', label: 'title' }

const schema = z.object({
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().max(200).optional(),
  description: z.string().max(5000),
  weight: z.number().int().min(0).nullable(),
  discountable: z.boolean(),
  status: z.enum(['draft', 'published']),
  tag_ids: z.array(z.string()),
  collection_id: z.string().nullable(),
  metadata: z.object({ title_en: z.string().min(1) }),
  sizes: z.array(z.string()).default([]),
})

const statusOptions = [
  { value: 'draft', label: 'status.product.draft' },
  { value: 'published', label: 'status.product.published' },
] as const

describe('schema → fields', () => {
  const fields = resolveFields(schema, [
    { name: 'title', label: 'fields.title' },
    { name: 'subtitle', label: 'fields.subtitle' },
    { name: 'description', label: 'fields.description' },
    { name: 'weight', label: 'fields.weight' },
    { name: 'discountable', label: 'fields.discountable' },
    { name: 'status', label: 'fields.status', options: [...statusOptions] },
    { name: 'tag_ids', label: 'fields.tags', reference: tags },
    { name: 'collection_id', label: 'fields.collection', reference: collection },
    { name: 'metadata.title_en', label: 'fields.titleEn' },
    { name: 'sizes', label: 'fields.values' },
  ] as never)
  const byName = Object.fromEntries(fields.map((field) => [field.name, field]))

  it('takes each kind from the schema type', () => {
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['title', 'text'],
      ['subtitle', 'text'],
      ['description', 'textarea'],
      ['weight', 'number'],
      ['discountable', 'switch'],
      ['status', 'select'],
      ['tag_ids', 'references'],
      ['collection_id', 'reference'],
      ['metadata.title_en', 'text'],
      ['sizes', 'strings'],
    ])
  })
  it('marks required fields by what the schema allows', () => {
    expect(byName.title.required).toBe(true)
    expect(byName.subtitle.required).toBe(false)
    expect(byName.description.required).toBe(false)
    expect(byName.weight.required).toBe(false)
    expect(byName['metadata.title_en'].required).toBe(true)
    expect(byName.discountable.required).toBe(false)
  })
  it('passes the length limit on to the input', () => {
    expect(byName.title.max).toBe(200)
  })
  it('lets a field name its kind and refuses fields outside the schema', () => {
    expect(resolveFields(schema, [{ name: 'title', label: 'fields.title', kind: 'textarea' }] as never)[0].kind).toBe('textarea')
    expect(() => resolveFields(schema, [{ name: 'nope', label: 'fields.title' }] as never)).toThrow(/nope/)
    expect(() => resolveFields(schema, [{ name: 'status', label: 'fields.status' }] as never)).toThrow(/options/)
  })
  it('lists the enum values a select must offer', () => {
    expect(enumValues(schema, 'status')).toEqual(['draft', 'published'])
  })
})
