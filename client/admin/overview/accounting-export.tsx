import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { DatevAccounts } from '../../../rules/datev-accounts'
import { shopDay } from '../../../rules/shop-days'
import { describeError } from '../api/errors'
import { sdk } from '../api/sdk'
import { useT } from '../i18n'
import { downloadPdf } from '../resources/orders/documents/download-pdf'

/** Last month (shop time), YYYY-MM: what the accountant asks for at the start of a month. */
function lastMonth() {
  const [year, month] = shopDay(Date.now())!.split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

const ACCOUNTS_KEY = ['accounting', 'accounts'] as const

/** The accountant's export: a month's DATEV booking batch and its documents as a ZIP, and the accounts it books to. */
export function AccountingExport() {
  const t = useT()
  const id = useId()
  const [month, setMonth] = useState(lastMonth)
  const download = useMutation({ mutationFn: (run: () => Promise<void>) => run() })
  const query = `month=${encodeURIComponent(month)}`
  return (
    <section aria-labelledby={`${id}-export`} className="admin-card space-y-3 p-4" data-testid="accounting-export">
      <h2 id={`${id}-export`} className="font-semibold text-stone-900">
        {t('overview.export')}
      </h2>
      <p className="text-sm text-stone-600">{t('overview.exportHint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('overview.month')}
          <input type="month" className="admin-input" value={month} onChange={(event) => setMonth(event.target.value)} required />
        </label>
        <button
          type="button"
          className="admin-btn-secondary"
          disabled={!month || download.isPending}
          onClick={() => download.mutate(() => downloadPdf(`/accounting/datev?${query}`, `EXTF_Buchungsstapel_${month}.csv`))}
        >
          <span aria-hidden="true" className="i-ph-file-csv" />
          {t('overview.datev')}
        </button>
        <button
          type="button"
          className="admin-btn-secondary"
          disabled={!month || download.isPending}
          onClick={() => download.mutate(() => downloadPdf(`/accounting/documents?${query}`, `Belege-${month}.zip`))}
        >
          <span aria-hidden="true" className="i-ph-file-zip" />
          {t('overview.pdfs')}
        </button>
      </div>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {describeError(t, download.error)}
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-medium text-stone-900">{t('overview.accounts')}</summary>
        <AccountsForm />
      </details>
    </section>
  )
}

const FIELDS = ['debitor', 'rate19', 'rate7', 'oss', 'eu_delivery', 'export', 'consultant_number', 'client_number'] as const
type Field = (typeof FIELDS)[number]

const read = (accounts: DatevAccounts, field: Field) =>
  field === 'rate19' ? (accounts.rates['19'] ?? '') : field === 'rate7' ? (accounts.rates['7'] ?? '') : accounts[field]

function AccountsForm() {
  const t = useT()
  const client = useQueryClient()
  const accounts = useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => sdk.client.fetch<{ accounts: DatevAccounts }>('/admin/accounting/accounts') })
  const [edits, setEdits] = useState<Partial<Record<Field, string>>>({})
  const save = useMutation({
    mutationFn: (current: DatevAccounts) => {
      const value = (field: Field) => edits[field] ?? read(current, field)
      const body: DatevAccounts = {
        debitor: value('debitor'),
        rates: { ...current.rates, '19': value('rate19'), '7': value('rate7') },
        oss: value('oss'),
        eu_delivery: value('eu_delivery'),
        export: value('export'),
        consultant_number: value('consultant_number'),
        client_number: value('client_number'),
      }
      return sdk.client.fetch<{ accounts: DatevAccounts }>('/admin/accounting/accounts', { method: 'POST', body })
    },
    onSuccess: (answer) => {
      client.setQueryData(ACCOUNTS_KEY, answer)
      setEdits({})
    },
  })
  const current = accounts.data?.accounts
  if (!current) return null
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(current)
      }}
    >
      <p className="text-sm text-stone-600">{t('overview.accountsHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <label key={field} className="flex flex-col text-sm">
            {t(`overview.accountFields.${field}`)}
            <input
              className="admin-input"
              inputMode="numeric"
              value={edits[field] ?? read(current, field)}
              onChange={(event) => setEdits({ ...edits, [field]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <button type="submit" className="admin-btn-primary" disabled={save.isPending}>
        {t('overview.saveAccounts')}
      </button>
      {save.isSuccess && <p className="text-sm text-stone-700">{t('overview.accountsSaved')}</p>}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {describeError(t, save.error)}
        </p>
      )}
    </form>
  )
}
