import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { LanguageSwitch } from '../shell/language-switch'

/** The card of the pages before sign-in (login, forgotten password, reset, invitation): the shop, a title, the content. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const t = useT()
  return (
    <main id="main-content" className="min-h-screen flex items-center justify-center bg-stone-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <p className="font-serif text-2xl text-stone-900">{t('shop.name')}</p>
        <h1 className="mt-1 text-lg font-semibold text-stone-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-stone-600 [overflow-wrap:anywhere]">{intro}</p>}
        <div className="mt-6">{children}</div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <div className="text-sm">{footer}</div>
          <LanguageSwitch />
        </div>
      </div>
    </main>
  )
}

/** A message of such a page that replaces its form (an expired link): what happened, and where to go on. */
export function AuthNotice({ tone = 'error', children, testId }: { tone?: 'error' | 'success'; children: ReactNode; testId?: string }) {
  const colours = tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900'
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-testid={testId} className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${colours}`}>
      {children}
    </div>
  )
}
