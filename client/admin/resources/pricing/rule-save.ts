import { batchRules, listRules } from './promotion-calls'
import { isEmptyBatch, type RuleLine, type RuleType, ruleBatch } from './rule-batch'
import { ruleLineOf } from './rule-lines'

const linesOf = async (id: string, ruleType: RuleType) => (await listRules(id, ruleType)).map(ruleLineOf)

/** Puts the rules of one kind back as they were (by id where Medusa kept them, anew where not, extra ones deleted). */
async function restore(id: string, ruleType: RuleType, before: RuleLine[]) {
  const repair = ruleBatch(await linesOf(id, ruleType), before)
  if (!isEmptyBatch(repair)) await batchRules(id, ruleType, repair)
}

/**
 * Saves staff's edit of one kind of rules as one batch call (`POST /admin/promotions/{id}/{ruleType}/batch`).
 * Medusa 2.21 undoes a refused batch wrongly: its delete step puts back every rule of the kind, so the rules
 * that were kept are there twice, and target rules come back as buy rules. So the rules are read just before the
 * call, and after a refusal put back as they were then (for target rules, the buy rules too) before the refusal
 * is reported: a change is saved whole or not at all.
 */
export async function saveRules(id: string, ruleType: RuleType, before: RuleLine[], after: RuleLine[]) {
  const batch = ruleBatch(before, after)
  if (isEmptyBatch(batch)) return
  const held = await linesOf(id, ruleType)
  const buyRules = ruleType === 'target-rules' ? await linesOf(id, 'buy-rules') : null
  try {
    await batchRules(id, ruleType, batch)
  } catch (error) {
    await restore(id, ruleType, held)
    if (buyRules) await restore(id, 'buy-rules', buyRules)
    throw error
  }
}
