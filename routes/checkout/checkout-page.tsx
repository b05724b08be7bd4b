import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import type { PageProps } from '../lib/types'

const STEPS = ['checkout.steps.personal', 'checkout.steps.addresses', 'checkout.steps.shipping', 'checkout.steps.payment', 'checkout.steps.review'] as const

/** The numbered steps of the checkout; the forms behind them come with the cart. */
export default function CheckoutPage(_props: PageProps) {
  const t = useT()
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHead title={t('catalog.titleSuffix', { title: t('checkout.title') })} description={t('checkout.placeholder')} noindex />
      <h1 className="font-serif text-4xl text-stone-900">{t('checkout.title')}</h1>
      <ol aria-label={t('checkout.steps.label')} className="mt-10 grid gap-4 md:grid-cols-5">
        {STEPS.map((step, i) => (
          <li key={step} className="flex items-center gap-3 rounded-sm border border-stone-200 bg-white p-4 text-sm text-stone-700">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-stone-900 text-white">{i + 1}</span>
            {t(step)}
          </li>
        ))}
      </ol>
      <p className="mt-10 max-w-2xl text-stone-600">{t('checkout.placeholder')}</p>
    </div>
  )
}
