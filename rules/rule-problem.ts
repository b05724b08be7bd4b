/**
 * What a shared rule answers when a value fails it: a code that every side words in its own way (the storefront as
 * `checkout.validation.{code}` in the visitor's language, the back office by its own keys, the back end in English).
 */
type RuleCode = 'required' | 'email' | 'tooLong' | 'country' | 'zip' | 'phone' | 'password'
export type RuleProblem = { code: RuleCode; params?: Record<string, string | number> }
