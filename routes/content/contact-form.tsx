import { useRef, useState, type FormEvent } from 'react'
import { useT, type MessageKey } from '../../i18n'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { LIMITS, validateContact, type ContactField, type FieldErrorCode } from './contact-rules'
import { Checkbox, Honeypot, TextArea, TextField } from './form-field'
import { codesFromQuery, postForm } from './post-form'
import { useHydrated } from './use-hydrated'
import { withNode } from './with-link'

type Status = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed'

const FIELDS: ContactField[] = ['name', 'email', 'phone', 'subject', 'message', 'consent']

function initialState(url: URL): { status: Status; codes: Record<string, FieldErrorCode> } {
  if (url.searchParams.get('sent') === '1') return { status: 'sent', codes: {} }
  const codes = codesFromQuery(url.searchParams.get('failed'))
  if (codes.form) return { status: 'tooMany', codes: {} }
  return { status: 'idle', codes }
}

/**
 * The contact form: validated in the browser with the same rules as the worker, posted as JSON to
 * /api/contact; without JavaScript it is a classic form post that comes back with ?sent=1 or ?failed=….
 */
export function ContactForm() {
  const t = useT()
  const { country, locale, url } = usePage()
  const hydrated = useHydrated()
  const form = useRef<HTMLFormElement>(null)
  const [{ status, codes }, setState] = useState(() => initialState(url))
  const error = (field: ContactField) => (codes[field] ? t(`contact.errors.${field}.${codes[field]}` as MessageKey) : undefined)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = Object.fromEntries(new FormData(event.currentTarget))
    const checked = validateContact(fields)
    if (!checked.ok) {
      setState({ status: 'idle', codes: checked.errors })
      const first = FIELDS.find((field) => checked.errors[field])
      form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus()
      return
    }
    setState({ status: 'sending', codes: {} })
    const result = await postForm('/api/contact', { ...fields, consent: true, locale, country_code: country })
    if (result.status === 'ok') setState({ status: 'sent', codes: {} })
    else if (result.status === 'invalid') setState({ status: 'idle', codes: result.codes })
    else setState({ status: result.status === 'tooMany' ? 'tooMany' : 'failed', codes: {} })
  }

  if (status === 'sent') {
    return (
      <div role="status" className="rounded-sm border border-primary-300 bg-primary-50 p-8 text-center">
        <span className="i-ph-check-circle text-4xl text-primary-800" aria-hidden="true" />
        <h2 className="mt-3 font-serif text-2xl text-stone-900">{t('contact.sentHeading')}</h2>
        <p className="mt-2 text-stone-700">{t('messages.messageReceived')}</p>
        <button type="button" className="btn-outline mt-6" onClick={() => setState({ status: 'idle', codes: {} })}>
          {t('contact.another')}
        </button>
      </div>
    )
  }

  const invalid = Object.keys(codes).length > 0
  return (
    <form ref={form} method="post" action="/api/contact" noValidate={hydrated} onSubmit={submit} className="relative space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="font-serif text-2xl text-stone-900">{t('contact.formHeading')}</h2>
      <p className="text-sm text-stone-600">{t('contact.required')}</p>
      <div aria-live="polite" role="alert" className="empty:hidden">
        {invalid && <p className="rounded-sm bg-red-50 px-4 py-3 text-sm text-red-800">{t('contact.errors.summary')}</p>}
        {(status === 'tooMany' || status === 'failed') && (
          <p className="rounded-sm bg-red-50 px-4 py-3 text-sm text-red-800">{t(status === 'tooMany' ? 'contact.tooMany' : 'contact.failed')}</p>
        )}
      </div>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="country_code" value={country} />
      <input type="hidden" name="return_to" value={url.pathname} />
      <Honeypot id="contact-website" label={t('contact.honeypot')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" name="name" label={t('contact.name')} autoComplete="name" required minLength={LIMITS.name.min} maxLength={LIMITS.name.max} error={error('name')} />
        <TextField id="contact-email" name="email" type="email" label={t('contact.email')} autoComplete="email" required maxLength={LIMITS.email.max} error={error('email')} />
        <TextField id="contact-phone" name="phone" type="tel" label={t('contact.phone')} autoComplete="tel" maxLength={LIMITS.phone.max} error={error('phone')} />
        <TextField id="contact-subject" name="subject" label={t('contact.subject')} maxLength={LIMITS.subject.max} error={error('subject')} />
      </div>
      <TextArea id="contact-message" name="message" label={t('contact.message')} rows={7} required minLength={LIMITS.message.min} maxLength={LIMITS.message.max} error={error('message')} />
      <Checkbox
        id="contact-consent"
        name="consent"
        required
        error={error('consent')}
        label={withNode((p) => t('contact.consent', p), 'privacy', <Link to="/content/datenschutz" className="text-primary-800 underline underline-offset-4">{t('contact.privacyLink')}</Link>)}
      />
      <button type="submit" className="btn-primary disabled:opacity-60" disabled={status === 'sending'}>
        <span className="i-ph-paper-plane-tilt" aria-hidden="true" />
        {t(status === 'sending' ? 'contact.sending' : 'contact.submit')}
      </button>
    </form>
  )
}
