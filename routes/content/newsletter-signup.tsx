import { type FormEvent, useId, useState } from 'react'
import { type MessageKey, useT } from '../../i18n'
import { useHydrated } from '../layout/use-hydrated'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { type FieldErrorCode, LIMITS, type NewsletterField, validateNewsletter } from './contact-rules'
import { Checkbox, FieldError, Honeypot } from './form-field'
import { postForm } from './post-form'
import { withNode } from './with-link'

type Status = 'idle' | 'sending' | 'subscribed' | 'tooMany' | 'failed'

const fromQuery = (value: string | null): Status => (value === 'subscribed' || value === 'tooMany' || value === 'failed' ? value : 'idle')

/**
 * The newsletter sign-up block (e-mail and consent), for the footer or a page. Posts JSON to
 * /api/newsletter/subscribe; without JavaScript a classic form post that returns with ?newsletter=….
 * Double opt-in: success means the confirmation mail is on its way, which the message says.
 */
export function NewsletterSignup({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT()
  const { country, locale, url } = usePage()
  const hydrated = useHydrated()
  const [status, setStatus] = useState<Status>(() => fromQuery(url.searchParams.get('newsletter')))
  const [codes, setCodes] = useState<Partial<Record<NewsletterField, FieldErrorCode>>>(() =>
    url.searchParams.get('newsletter') === 'invalid' ? { email: 'email' } : {},
  )
  const error = (field: NewsletterField) => (codes[field] ? t(`newsletter.errors.${field}.${codes[field]}` as MessageKey) : undefined)
  const dark = tone === 'dark'
  // unique ids: the block may appear twice on a page (a page block and the footer)
  const id = `newsletter${useId().replace(/[^\w-]/g, '')}`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = Object.fromEntries(new FormData(event.currentTarget))
    const checked = validateNewsletter(fields)
    if (!checked.ok) {
      setCodes(checked.errors)
      event.currentTarget.querySelector<HTMLElement>(checked.errors.email ? `#${id}-email` : `#${id}-consent`)?.focus()
      return
    }
    setCodes({})
    setStatus('sending')
    const result = await postForm('/api/newsletter/subscribe', { ...fields, consent: true, locale, country_code: country })
    if (result.status === 'invalid') {
      setCodes(result.codes)
      setStatus('idle')
    } else setStatus(result.status === 'ok' ? 'subscribed' : result.status === 'tooMany' ? 'tooMany' : 'failed')
  }

  return (
    <section data-newsletter aria-labelledby={`${id}-title`} className={dark ? 'text-stone-200 [&_.field-error]:text-red-300' : 'text-stone-700'}>
      <h2 id={`${id}-title`} className={`font-serif text-2xl ${dark ? 'text-white' : 'text-stone-900'}`}>
        {t('newsletter.heading')}
      </h2>
      <p className="mt-2 max-w-xl text-sm leading-relaxed">{t('newsletter.lead')}</p>
      {status === 'subscribed' ? (
        <p role="status" className="mt-5 flex items-start gap-2 rounded-sm bg-primary-50 px-4 py-3 text-sm text-stone-900">
          <span className="i-ph-check-circle mt-0.5 shrink-0 text-lg text-primary-800" aria-hidden="true" />
          {t('newsletter.subscribed')}
        </p>
      ) : (
        <form method="post" action="/api/newsletter/subscribe" noValidate={hydrated} onSubmit={submit} className="relative mt-5 max-w-xl space-y-4">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="country_code" value={country} />
          <input type="hidden" name="return_to" value={url.pathname} />
          <Honeypot id={`${id}-website`} label={t('newsletter.honeypot')} />
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-medium">
              {t('newsletter.email')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS.email.max}
              placeholder={t('newsletter.placeholder')}
              aria-invalid={codes.email ? true : undefined}
              aria-describedby={codes.email ? `${id}-email-error` : undefined}
              className="mt-1 block w-full rounded-sm border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-700"
            />
            <FieldError id={`${id}-email`} error={error('email')} />
          </div>
          {/* the consent comes before the button that sends it: read, ticked, then sent, in the page's and the tab order */}
          <Checkbox
            id={`${id}-consent`}
            name="consent"
            required
            error={error('consent')}
            label={withNode(
              (p) => t('newsletter.consent', p),
              'privacy',
              <Link to="/content/datenschutz" className="underline underline-offset-4">
                {t('newsletter.privacyLink')}
              </Link>,
            )}
          />
          <button type="submit" className="btn-primary w-full disabled:opacity-60 sm:w-auto" disabled={status === 'sending'}>
            {t(status === 'sending' ? 'newsletter.sending' : 'newsletter.submit')}
          </button>
          {(status === 'tooMany' || status === 'failed') && (
            <p role="alert" className={`text-sm ${dark ? 'text-red-300' : 'text-red-700'}`}>
              {t(status === 'tooMany' ? 'newsletter.tooMany' : 'newsletter.failed')}
            </p>
          )}
        </form>
      )}
    </section>
  )
}
