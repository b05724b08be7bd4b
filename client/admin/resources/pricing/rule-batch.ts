/** The three kinds of a promotion's rules, as Medusa's paths name them. */
export type RuleType = 'rules' | 'target-rules' | 'buy-rules'

export type RuleOperator = 'in' | 'eq' | 'ne'

/** One rule as the editor holds it: Medusa's attribute (`items.product.categories.id`), operator and values. */
export type RuleLine = { id?: string; attribute: string; operator: RuleOperator; values: string[] }

type NewRule = { attribute: string; operator: RuleOperator; values: string[] }

/** The body of `POST /admin/promotions/{id}/{ruleType}/batch`: one call that creates, updates and deletes. */
export type RuleBatch = { create: NewRule[]; update: (NewRule & { id: string })[]; delete: string[] }

const sameValues = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000')
const changed = (before: RuleLine, after: RuleLine) =>
  before.attribute !== after.attribute || before.operator !== after.operator || !sameValues(before.values, after.values)
const rule = ({ attribute, operator, values }: RuleLine): NewRule => ({ attribute, operator, values: [...values] })

/**
 * What turns the rules Medusa holds into the rules staff edited: new lines are created, changed ones updated (as
 * a whole: Medusa wants the values of an update), lines gone are deleted, unchanged ones left alone.
 */
export function ruleBatch(before: readonly RuleLine[], after: readonly RuleLine[]): RuleBatch {
  const kept = new Map(before.flatMap((line) => (line.id ? [[line.id, line] as const] : [])))
  const staying = new Set(after.flatMap((line) => (line.id && kept.has(line.id) ? [line.id] : [])))
  return {
    create: after.filter((line) => !line.id || !kept.has(line.id)).map(rule),
    update: after.flatMap((line) => (line.id && kept.has(line.id) && changed(kept.get(line.id)!, line) ? [{ id: line.id, ...rule(line) }] : [])),
    delete: [...kept.keys()].filter((id) => !staying.has(id)),
  }
}

export const isEmptyBatch = (batch: RuleBatch) => !batch.create.length && !batch.update.length && !batch.delete.length
