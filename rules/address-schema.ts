/**
 * The address, e-mail and phone rules as zod schemas, for the forms that validate with zod (the back office's,
 * react-hook-form's resolver). Built from the plain rules, which Medusa's routes call directly, so both agree.
 * Every issue names the rule's code in `params.rule` (and its values in `params.values`); each side words it
 * in its own dictionary.
 */
import { z } from 'zod'
import { ADDRESS_FIELDS, type AddressField, addressProblems } from './address-rules'
import { emailProblem } from './email'
import { phoneProblem } from './phone'
import type { RuleProblem } from './rule-problem'

export type RuleParams = { rule: RuleProblem['code']; values?: RuleProblem['params'] }

// no `message`: an issue's own message would win over the form's error map, and staff would read the bare code
const issue = (problem: RuleProblem, input: unknown, path: PropertyKey[] = []) => ({
  code: 'custom' as const,
  params: { rule: problem.code, values: problem.params } satisfies RuleParams,
  input,
  path,
})

/** A text field as the forms hand it over, trimmed. */
const text = z.string().trim()

/** Every address field as a trimmed text; the country code in lower case. The checks are `addressRefinement`'s. */
export const addressShape = {
  ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text.optional()])) as Record<AddressField, z.ZodOptional<typeof text>>),
  country_code: z.string().trim().toLowerCase(),
}

/**
 * The address rule for `superRefine` of an object that holds an address's fields (and maybe more: the address's
 * name, default flags). `countries` as in `addressProblems`.
 */
export const addressRefinement = (countries?: readonly string[]) => (address: Partial<Record<AddressField, string>>, context: z.RefinementCtx) => {
  const complete = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as Record<AddressField, string>
  for (const [field, problem] of Object.entries(addressProblems(complete, countries)))
    context.addIssue(issue(problem!, complete[field as AddressField], [field]))
}

/** An address: `addressSchema(["de", "at"])` for a cart's region, `addressSchema()` for any country. */
export const addressSchema = (countries?: readonly string[]) => z.object(addressShape).superRefine(addressRefinement(countries))

const fromProblem = (check: (value: string) => RuleProblem | undefined) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = check(value)
      if (problem) context.addIssue(issue(problem, value))
    })

/** A required e-mail address, trimmed and in lower case (the shop's accounts and lists keep it so). */
export const emailSchema = fromProblem(emailProblem).transform((email) => email.toLowerCase())
/** An optional phone number, trimmed. */
export const phoneSchema = fromProblem(phoneProblem)
