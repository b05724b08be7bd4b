import { type FormEvent, useState } from 'react'
import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { isNewsletterToken } from './contact-rules'
import { postForm } from './post-form'

type Status = 'ready' | 'sending' | 'done' | 'invalid' | 'missing' | 'failed'

function initialStatus(url: URL): Status {
  const token = url.searchParams.get('token')
  const result = url.searchParams.get('result')
  if (result === 'done' || result === 'invalid') return result
  if (!token) return 'missing'
  return isNewsletterToken(token) ? 'ready' : 'invalid'
}

const MESSAGES = {
  done: 'newsletter.unsubscribe.done',
  invalid: 'newsletter.unsubscribe.invalid',
  missing: 'newsletter.unsubscribe.missing',
  failed: 'newsletter.unsubscribe.failed',
} as const

/**
 * /{cc}/newsletter/unsubscribe?token=…: one button, so mail scanners that open links do not unsubscribe
 * anyone by themselves; without JavaScript the form post comes back with ?result=….
 */
export default function UnsubscribePage() {
  const t = useT()
  const { locale, url } = usePage()
  const token = url.searchParams.get('token') ?? ''
  const [status, setStatus] = useState<Status>(() => initialStatus(url))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus('sending')
    const result = await postForm('/api/newsletter/unsubscribe', { token, locale })
    setStatus(result.status === 'ok' ? 'done' : result.status === 'rejected' ? 'invalid' : 'failed')
  }

  const message = status === 'ready' || status === 'sending' ? null : MESSAGES[status]
  return (
    <div className="container-page py-16 sm:py-24">
      <PageHead
        title={t('catalogue.titleSuffix', { title: t('newsletter.unsubscribe.title') })}
        description={t('newsletter.unsubscribe.description')}
        noindex
      />
      <div className="mx-auto max-w-xl text-center">
        <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{t('newsletter.unsubscribe.title')}</h1>
        <div className="mx-auto my-8 h-px w-16 bg-primary-400" aria-hidden="true" />
        {message ? (
          <p role={status === 'done' ? 'status' : 'alert'} className="text-lg leading-relaxed text-stone-700">
            {t(message)}
          </p>
        ) : (
          <form method="post" action="/api/newsletter/unsubscribe" onSubmit={submit}>
            <p className="text-lg leading-relaxed text-stone-700">{t('newsletter.unsubscribe.lead')}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="return_to" value={url.pathname} />
            <button type="submit" className="btn-primary mt-8" disabled={status === 'sending'}>
              {t(status === 'sending' ? 'newsletter.unsubscribe.sending' : 'newsletter.unsubscribe.confirm')}
            </button>
          </form>
        )}
        <p className="mt-10">
          <Link to="/" className="text-link">
            {t('newsletter.unsubscribe.home')}
          </Link>
        </p>
      </div>
    </div>
  )
}
