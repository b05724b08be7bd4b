export type InviteState = 'open' | 'accepted' | 'expired'

/** Where an invitation stands: accepted, past its deadline, or still open. */
export function inviteState(invite: { accepted?: boolean | null; expires_at?: string | Date | null }, now = Date.now()): InviteState {
  if (invite.accepted) return 'accepted'
  if (invite.expires_at && new Date(invite.expires_at).getTime() <= now) return 'expired'
  return 'open'
}
