import { useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { type Translate, useT } from '../../i18n'
import { type ContactValues, contactMessage, contactSchema } from '../forms/contact-schema'
import { useShopForm } from '../forms/use-shop-form'
import { useHydrated } from '../layout/use-hydrated'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { type FieldErrorCode, LIMITS } from './contact-rules'
import { Checkbox, Honeypot, TextArea, TextField } from './form-field'
import { codesFromQuery, postForm } from './post-form'
import { withNode } from './with-link'

type Status = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed'

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', consent: false }

/** The worker's problems with each field, as the form shows them. */
const fieldErrors = (t: Translate, codes: Record<string, FieldErrorCode>): FieldErrors<ContactValues> =>
  Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, { type: 'server', message: contactMessage(t, field, code) }]))

/** What a form posted without JavaScript came back with: sent, too many, or the fields' problems. */
function initialState(url: URL, t: Translate): { status: Status; errors?: FieldErrors<ContactValues> } {
  if (url.searchParams.get('sent') === '1') return { status: 'sent' }
  const codes = codesFromQuery(url.searchParams.get('failed'))
  if (codes.form) return { status: 'tooMany' }
  return { status: 'idle', errors: Object.keys(codes).length ? fieldErrors(t, codes) : undefined }
}

/**
 * The contact form: validated in the browser with the same rules as the worker, posted as JSON to
 * /api/contact; without JavaScript it is a classic form post that comes back with ?sent=1 or ?failed=….
 * With a `product` it is the question about that piece ("Ask about this piece" of a product page): the subject names
 * it, the message carries its id (the back office links it) and the drawer's title stands in for the form's heading.
 */
export function ContactForm({ product }: { product?: { id: string; title: string } } = {}) {
  const t = useT()
  const { country, locale, url } = usePage()
  const hydrated = useHydrated()
  const [initial] = useState(() => initialState(url, t))
  const [status, setStatus] = useState(initial.status)
  const [empty] = useState(() => (product ? { ...EMPTY, subject: t('contact.aboutPiece', { title: product.title }) } : EMPTY))
  const { field, register, handleSubmit, formState, setError, reset } = useShopForm('contact', contactSchema(t), empty, initial.errors)
  const error = (name: keyof ContactValues) => formState.errors[name]?.message

  const submit = handleSubmit(async (values, event) => {
    setStatus('sending')
    // the bots' field is no field of the form, but the worker wants to see what they typed into it
    const website = new FormData(event?.target as HTMLFormElement).get('website')
    const result = await postForm('/api/contact', { ...values, website, consent: true, locale, country_code: country, product_id: product?.id })
    if (result.status === 'invalid') {
      for (const [name, code] of Object.entries(result.codes).reverse())
        setError(name as keyof ContactValues, { type: 'server', message: contactMessage(t, name, code) }, { shouldFocus: true })
    }
    setStatus(result.status === 'ok' ? 'sent' : result.status === 'tooMany' ? 'tooMany' : result.status === 'invalid' ? 'idle' : 'failed')
  })

  if (status === 'sent') {
    return (
      <div role="status" className="rounded-sm border border-primary-300 bg-primary-50 p-8 text-center">
        <span className="i-ph-check-circle text-4xl text-primary-800" aria-hidden="true" />
        <h2 className="mt-3 font-serif text-2xl text-stone-900">{t('contact.sentHeading')}</h2>
        <p className="mt-2 text-stone-700">{t('messages.messageReceived')}</p>
        <button
          type="button"
          className="btn-outline mt-6"
          onClick={() => {
            reset()
            setStatus('idle')
          }}
        >
          {t('contact.another')}
        </button>
      </div>
    )
  }

  const invalid = Object.keys(formState.errors).length > 0
  return (
    <form
      method="post"
      action="/api/contact"
      noValidate={hydrated}
      onSubmit={submit}
      className="relative space-y-5"
      {...(product ? { 'aria-label': t('contact.aboutPiece', { title: product.title }) } : { 'aria-labelledby': 'contact-form-title' })}
    >
      {product ? (
        <p className="text-sm text-stone-700">{t('contact.pieceNote', { title: product.title })}</p>
      ) : (
        <h2 id="contact-form-title" className="font-serif text-2xl text-stone-900">
          {t('contact.formHeading')}
        </h2>
      )}
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
      {product && <input type="hidden" name="product_id" value={product.id} />}
      <Honeypot id="contact-website" label={t('contact.honeypot')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} label={t('contact.name')} autoComplete="name" required minLength={LIMITS.name.min} maxLength={LIMITS.name.max} />
        <TextField {...field('email')} type="email" label={t('contact.email')} autoComplete="email" required maxLength={LIMITS.email.max} />
        <TextField {...field('phone')} type="tel" label={t('contact.phone')} autoComplete="tel" maxLength={LIMITS.phone.max} />
        <TextField {...field('subject')} label={t('contact.subject')} maxLength={LIMITS.subject.max} />
      </div>
      <TextArea {...field('message')} label={t('contact.message')} rows={7} required minLength={LIMITS.message.min} maxLength={LIMITS.message.max} />
      <Checkbox
        id="contact-consent"
        {...register('consent')}
        required
        error={error('consent')}
        label={withNode(
          (p) => t('contact.consent', p),
          'privacy',
          <Link to="/content/datenschutz" className="text-primary-800 underline underline-offset-4">
            {t('contact.privacyLink')}
          </Link>,
        )}
      />
      <button type="submit" className="btn-primary disabled:opacity-60" disabled={status === 'sending'}>
        <span className="i-ph-paper-plane-tilt" aria-hidden="true" />
        {t(status === 'sending' ? 'contact.sending' : 'contact.submit')}
      </button>
    </form>
  )
}
