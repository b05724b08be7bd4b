import { SESSION_HINT } from './session-hint'

/** The hint lives as long as Medusa's session (its default: ten hours). Apart from the reader, which every page carries. */
const MAX_AGE_S = 10 * 60 * 60

export function setSessionHint(signedIn: boolean) {
  document.cookie = signedIn ? `${SESSION_HINT}=1; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax` : `${SESSION_HINT}=; Max-Age=0; Path=/; SameSite=Lax`
}
