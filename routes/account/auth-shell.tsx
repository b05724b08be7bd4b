import type { ReactNode } from 'react'
import { PageHead } from '../layout/page-head'
import { useHydrated } from '../layout/use-hydrated'

type AuthShellProps = { title: string; description: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }

/** The frame of the sign-in pages: a narrow card, never indexed (per visitor, never cached). */
export function AuthShell({ title, description, intro, children, footer }: AuthShellProps) {
  // data-hydrated: the forms answer from here on (browser journeys wait for it)
  const hydrated = useHydrated()
  return (
    <div className="container-page flex justify-center py-10 sm:py-16" data-auth-shell data-hydrated={hydrated}>
      <PageHead title={title} description={description} noindex />
      <div className="w-full max-w-md">
        <h1 className="font-serif text-4xl text-stone-900">{title}</h1>
        {intro && <p className="mt-3 text-stone-600 wrap-anywhere">{intro}</p>}
        <div className="mt-8">{children}</div>
        {footer && <div className="mt-8 border-t border-stone-200 pt-6 text-sm text-stone-700">{footer}</div>}
      </div>
    </div>
  )
}

/** A form's failure, read out when it appears; `children` may add a way on (register, reset). */
export function FormAlert({ children, tone = 'error', testId }: { children: ReactNode; tone?: 'error' | 'success'; testId?: string }) {
  const colours = tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900'
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-sm border px-4 py-3 text-sm wrap-anywhere ${colours}`}
      data-testid={testId ?? `form-${tone}`}
    >
      {children}
    </div>
  )
}
