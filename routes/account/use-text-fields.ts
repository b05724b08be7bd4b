import { useState } from 'react'
import type { Problem } from '../checkout/validation'

/**
 * The state of a small form of text fields (the account's forms): the values, each field's problem, and
 * `field(name)`, the props a `TextField` needs (id `{prefix}-{name}`, value, problem, onChange).
 */
export function useTextFields<Field extends string>(prefix: string, initial: Record<Field, string>) {
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({})
  const field = (name: Field) => ({
    id: `${prefix}-${name}`,
    value: values[name],
    problem: problems[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  })
  return { values, setValues, problems, setProblems, field }
}
