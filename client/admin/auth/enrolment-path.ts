/**
 * Where a signed-in member of staff must go first: while the shop requires a second factor they have not set up, their
 * profile, where they set it up (Medusa refuses them everything else meanwhile). Null: anywhere.
 */
export function enrolmentPath(state: { required: boolean; enrolled: boolean } | undefined, path: string): string | null {
  if (!state?.required || state.enrolled || path === '/profile') return null
  return '/profile'
}
