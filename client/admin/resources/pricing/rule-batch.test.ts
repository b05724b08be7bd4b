import { describe, expect, it } from 'vitest'
import { isEmptyBatch, type RuleLine, ruleBatch } from './rule-batch'

const category: RuleLine = { id: 'prorul_1', attribute: 'items.product.categories.id', operator: 'in', values: ['pcat_ringe', 'pcat_ketten'] }
const group: RuleLine = { id: 'prorul_2', attribute: 'customer.groups.id', operator: 'in', values: ['cusgroup_stamm'] }

describe('the rule batch of a promotion', () => {
  it('leaves unchanged rules alone, whatever the order of their values', () => {
    const batch = ruleBatch([category, group], [{ ...category, values: ['pcat_ketten', 'pcat_ringe'] }, group])
    expect(batch).toEqual({ create: [], update: [], delete: [] })
    expect(isEmptyBatch(batch)).toBe(true)
  })

  it('creates new lines, updates changed ones whole and deletes the lines gone, in one body', () => {
    const batch = ruleBatch(
      [category, group],
      [
        { ...category, operator: 'ne', values: ['pcat_ringe'] },
        { attribute: 'region.id', operator: 'eq', values: ['reg_eu'] },
      ],
    )
    expect(batch).toEqual({
      create: [{ attribute: 'region.id', operator: 'eq', values: ['reg_eu'] }],
      update: [{ id: 'prorul_1', attribute: 'items.product.categories.id', operator: 'ne', values: ['pcat_ringe'] }],
      delete: ['prorul_2'],
    })
    expect(isEmptyBatch(batch)).toBe(false)
  })

  it('updates a rule whose attribute changed, and treats a line with an id Medusa does not hold as new', () => {
    const batch = ruleBatch(
      [group],
      [
        { ...group, attribute: 'sales_channel_id', values: ['sc_1'] },
        { id: 'prorul_gone', attribute: 'region.id', operator: 'in', values: ['reg_eu'] },
      ],
    )
    expect(batch.update).toEqual([{ id: 'prorul_2', attribute: 'sales_channel_id', operator: 'in', values: ['sc_1'] }])
    expect(batch.create).toEqual([{ attribute: 'region.id', operator: 'in', values: ['reg_eu'] }])
    expect(batch.delete).toEqual([])
  })

  it('deletes every rule when all lines are removed', () => {
    expect(ruleBatch([category, group], [])).toEqual({ create: [], update: [], delete: ['prorul_1', 'prorul_2'] })
  })
})
