import type { AdminUser } from '@medusajs/types'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../../../../rules/address-rules'
import { sdk } from '../../api/sdk'
import { request } from '../../engine/calls'
import { formOf } from '../../engine/resource'

const samePasswords = ({ password, repeat }: { password: string; repeat: string }) => password === repeat

/** A password the shop accepts, typed twice (`repeat` must match): the reset page, the invite page and the profile. */
export const newPasswordSchema = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ ...shape, password: z.string().min(PASSWORD_MIN_LENGTH).max(200), repeat: z.string().min(1) })
    .refine((values) => samePasswords(values as { password: string; repeat: string }), { path: ['repeat'], params: { message: 'staff.passwords.mismatch' } })

/** The signed-in member of staff's own name (POST /admin/users/{id} of their own id). */
export const nameForm = formOf<AdminUser>()({
  schema: z.object({ first_name: z.string().trim().min(1).max(100), last_name: z.string().trim().min(1).max(100) }),
  fields: [
    { name: 'first_name', label: 'staff.profile.firstName', autoComplete: 'given-name', wide: false },
    { name: 'last_name', label: 'staff.profile.lastName', autoComplete: 'family-name', wide: false },
  ],
  values: (user) => ({ first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' }),
  toBody: (values) => values,
})

export const updateOwnName = (user: AdminUser, body: Record<string, unknown>) => sdk.admin.user.update(user.id, body)

/** Their own password: the current one first, then the new one twice. */
export const passwordForm = formOf<AdminUser>()({
  schema: newPasswordSchema({ current_password: z.string().min(1) }),
  fields: [
    { name: 'current_password', label: 'staff.profile.currentPassword', kind: 'password', autoComplete: 'current-password' },
    { name: 'password', label: 'staff.profile.newPassword', kind: 'password', autoComplete: 'new-password' },
    { name: 'repeat', label: 'staff.profile.repeatPassword', kind: 'password', autoComplete: 'new-password' },
  ],
  values: () => ({ current_password: '', password: '', repeat: '' }),
  toBody: (values) => ({ current_password: values.current_password, new_password: values.password }),
})

/**
 * POST /admin/users/me/password (the back end's route: Medusa 2.21 sets a password only by a mailed token). Answers
 * whether the current password was wrong, which the form shows at its field.
 */
export async function changeOwnPassword(body: Record<string, unknown>): Promise<'changed' | 'wrong-password'> {
  try {
    await request('/admin/users/me/password', { method: 'POST', body })
    return 'changed'
  } catch (error) {
    if ((error as { status?: number }).status === 400 && (error as Error).message === 'The current password is not correct.') return 'wrong-password'
    throw error
  }
}
