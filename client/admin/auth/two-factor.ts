import { sdk } from '../api/sdk'
import { request } from '../engine/calls'

/** A second factor of the signed-in identity as Medusa's auth module lists it. */
export type Factor = { id: string; provider: string; status: 'pending' | 'enabled' | 'disabled'; created_at: string; updated_at: string }

/** What the shop asks of staff: whether a second factor is required, and whether the signed-in member has one. */
export type TwoFactorState = { required: boolean; enrolled: boolean }

export const twoFactorState = () => request<TwoFactorState>('/admin/two-factor')
export const requireTwoFactor = (required: boolean) => request<TwoFactorState>('/admin/two-factor', { method: 'POST', body: { required } })

/** The identity's authenticator factors (GET /auth/mfa/factors); a disabled one is history, not shown. */
export async function listFactors(): Promise<Factor[]> {
  const { mfa_factors } = await sdk.auth.mfa.list()
  return (mfa_factors as unknown as Factor[]).filter((factor) => factor.provider === 'totp' && factor.status !== 'disabled')
}

/**
 * Starts an enrolment: a set-up left half-way (a pending factor) is dropped first, since Medusa allows one TOTP
 * factor at a time. The secret and its otpauth URL (for the QR code) are shown once and never stored by the browser.
 */
export async function startEnrolment(label: string) {
  for (const factor of await listFactors()) if (factor.status === 'pending') await sdk.auth.mfa.disable(factor.id, {})
  const { mfa_factor, secret, otpauth_url } = await sdk.auth.mfa.start({ provider: 'totp', label })
  return { factorId: mfa_factor.id, secret: secret ?? '', otpauthUrl: otpauth_url ?? '' }
}

/** Confirms the enrolment with the app's first code, then makes the recovery codes (shown once). */
export async function finishEnrolment(factorId: string, code: string): Promise<string[]> {
  await sdk.auth.mfa.verify(factorId, { code: code.replace(/\s+/g, '') })
  return newRecoveryCodes()
}

/** Ten new recovery codes; the earlier ones stop working. */
export const newRecoveryCodes = async () => (await sdk.auth.mfa.generateRecoveryCodes({})).recovery_codes

/** Switches the factor off, confirmed with a current code of the app or a recovery code. */
export async function disableFactor(factorId: string, code: string) {
  const cleaned = code.replace(/\s+/g, '')
  await sdk.auth.mfa.disable(factorId, { method: /^\d{6}$/.test(cleaned) ? 'totp' : 'recovery_code', code: cleaned })
}
