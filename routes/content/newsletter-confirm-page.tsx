import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import type { PageProps } from '../lib/types'
import type { NewsletterConfirmData } from './newsletter-confirm-load'
import { NewsletterSignup } from './newsletter-signup'

/**
 * /{cc}/newsletter/confirm?token=…: the link of the double opt-in mail. The loader has confirmed the sign-up by the
 * time the page renders, so it works without JavaScript; a dead or missing link offers the sign-up again.
 */
export default function NewsletterConfirmPage({ data }: PageProps<NewsletterConfirmData>) {
  const t = useT()
  const { status } = data
  const good = status === 'confirmed' || status === 'already'
  return (
    <div className="container-page py-16 sm:py-24">
      <PageHead
        title={t('catalogue.titleSuffix', { title: t(`newsletter.confirm.heading.${status}`) })}
        description={t('newsletter.confirm.description')}
        noindex
      />
      <div className="mx-auto max-w-xl text-center">
        {good && <span className="i-ph-envelope-simple-open text-5xl text-primary-700" aria-hidden="true" />}
        <h1 className="mt-4 font-serif text-3xl text-stone-900 sm:text-4xl">{t(`newsletter.confirm.heading.${status}`)}</h1>
        <div className="mx-auto my-8 h-px w-16 bg-primary-400" aria-hidden="true" />
        <p role={good ? 'status' : 'alert'} className="text-lg leading-relaxed text-stone-700" data-testid="newsletter-confirm-status" data-status={status}>
          {t(`newsletter.confirm.text.${status}`)}
        </p>
        {good && (
          <p className="mt-10">
            <Link to="/" className="btn-primary">
              {t('newsletter.confirm.home')}
            </Link>
          </p>
        )}
      </div>
      {!good && (
        <div className="mx-auto mt-12 max-w-xl">
          <NewsletterSignup />
          <p className="mt-10 text-center">
            <Link to="/" className="text-link">
              {t('newsletter.confirm.home')}
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}
