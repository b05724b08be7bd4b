import { describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAsStaff } from '../../test/staff-session'

await signInAsStaff()
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { sdk } = await import('../../api/sdk')
const { login, logout } = await import('../../auth/session')
const { users } = await import('./users')
const { changeOwnPassword, nameForm, passwordForm, updateOwnName } = await import('./profile')
const { newStaffMember } = await import('../../test/staff-test-member')

const calls = callsOf(users)

describe('users (GET /admin/users, GET/POST/DELETE /admin/users/{id}, GET /admin/users/me)', () => {
  it('finds the signed-in member of staff by address and reads the detail; Medusa refuses to delete oneself', async () => {
    const { user: me } = await sdk.admin.user.me()
    const found = await calls.list(listQuery(users, { ...EMPTY_LIST_STATE, q: ADMIN_EMAIL }))
    expect(found.rows.map((row) => row.email)).toContain(ADMIN_EMAIL)
    const detail = await calls.retrieve(me.id, { fields: users.detail!.fields })
    expect(detail).toMatchObject({ id: me.id, email: ADMIN_EMAIL })
    expect(users.title(detail, 'de')).toBeTruthy()
    // Medusa refuses it too
    await expect(calls.remove(me.id)).rejects.toMatchObject({ status: 400 })
  })

  it('a new member of staff renames themselves and changes their password with the current one; the old one stops working', async () => {
    const { email, password } = await newStaffMember('en')
    const { user: me } = await sdk.admin.user.me()
    expect(me.email).toBe(email)

    const renamed = await updateOwnName(me, nameForm.toBody(nameForm.schema.parse({ first_name: ' Ida Maria ', last_name: 'Goldschmidt' })))
    expect(renamed.user).toMatchObject({ first_name: 'Ida Maria', last_name: 'Goldschmidt' })

    const body = (current: string, next: string) => passwordForm.toBody(passwordForm.schema.parse({ current_password: current, password: next, repeat: next }))
    expect(await changeOwnPassword(body('falsch-falsch', 'Neues-Passwort-2026'))).toBe('wrong-password')
    expect(await changeOwnPassword(body(password, 'Neues-Passwort-2026'))).toBe('changed')
    await logout()
    await expect(login(email, password)).rejects.toMatchObject({ status: 401 })
    await login(email, 'Neues-Passwort-2026')
    expect((await sdk.admin.user.me()).user.email).toBe(email)

    await login(ADMIN_EMAIL, ADMIN_PASSWORD)
    await calls.remove(me.id)
    await expect(calls.retrieve(me.id)).rejects.toMatchObject({ status: 404 })
  })

  it('the password forms check the rules before Medusa is asked: length, the repeat, the current one', () => {
    const problems = (values: Record<string, string>) => passwordForm.schema.safeParse(values).error?.issues.map((issue) => issue.path.join('.')) ?? []
    expect(problems({ current_password: '', password: 'kurz', repeat: 'kurz' })).toEqual(['current_password', 'password'])
    expect(problems({ current_password: 'x', password: 'lang-genug-1', repeat: 'anders-1234' })).toEqual(['repeat'])
    expect(problems({ current_password: 'x', password: 'lang-genug-1', repeat: 'lang-genug-1' })).toEqual([])
  })
})
