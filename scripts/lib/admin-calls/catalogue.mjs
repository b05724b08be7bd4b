// Matching the back office's calls against the catalogue of admin calls (scripts/admin-calls.json).
import { normalise } from './templates.mjs'

const segments = (template) => template.replace(/\?.*$/, '').replace(/\/+$/, '').split('/')
const isId = (part) => /^\{(id|\w*Id)\}$/.test(part)

/**
 * A segment of code fills a segment of the catalogue when they are the same, both are values, or the code spells
 * out a value of a parameter that is no id (`eur` for `{code}`, `rules` for `{ruleType}`): a literal in place of an
 * id is another route (`/options/batch` is not `/options/{optionId}`).
 */
const fills = (code, spec) =>
  code.length === spec.length &&
  spec.every((part, index) => {
    const given = code[index]
    if (!part.startsWith('{')) return part === given
    return given === '{}' || (!isId(part) && !given.includes('{'))
  })

/** The catalogue's entries a call issues (`{ method, path }` of code, its values `{}`). */
export function entriesOf(call, catalogue) {
  const code = segments(normalise(call.path))
  return catalogue.filter((entry) => entry.method === call.method && fills(code, segments(entry.path)))
}

/** `{ used, missing }`: the catalogue's entries the calls issue, and the others. */
export function coverage(calls, catalogue) {
  const used = new Set(calls.flatMap((call) => entriesOf(call, catalogue)))
  return { used: catalogue.filter((entry) => used.has(entry)), missing: catalogue.filter((entry) => !used.has(entry)) }
}
