import { useT } from '../../i18n'
import { addressLines, COMPANY } from '../../rules/company'
import { PageHead } from '../layout/page-head'
import { usePage } from '../lib/page-context'
import { samePaths } from '../lib/seo'
import { ContactForm } from './contact-form'
import { PageIntro } from './page-intro'

function ReachUs() {
  const t = useT()
  const { locale } = usePage()
  return (
    <aside aria-labelledby="reach-us" className="rounded-sm bg-stone-50 p-6 text-sm leading-relaxed text-stone-700 sm:p-8">
      <h2 id="reach-us" className="font-serif text-xl text-stone-900">
        {t('contact.reachUs')}
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="font-medium text-stone-900">{t('contact.phoneLabel')}</dt>
          <dd>
            <a href={COMPANY.phoneHref} className="text-primary-800 underline underline-offset-4">
              {COMPANY.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-stone-900">{t('contact.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${COMPANY.email}`} className="break-all text-primary-800 underline underline-offset-4">
              {COMPANY.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-stone-900">{t('contact.hoursLabel')}</dt>
          <dd>{COMPANY.hours[locale]}</dd>
        </div>
        <div>
          <dt className="font-medium text-stone-900">{t('contact.addressLabel')}</dt>
          <dd>
            <address className="not-italic">
              {addressLines(locale).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
    </aside>
  )
}

/** /{cc}/contact and /{cc}/content/kontakt: the contact form beside the shop's other contact details. */
export default function ContactPage() {
  const t = useT()
  return (
    <div className="container-page py-12 sm:py-20">
      <PageHead title={t('catalogue.titleSuffix', { title: t('contact.title') })} description={t('contact.description')} paths={samePaths('/contact')} />
      <PageIntro eyebrow={t('contact.title')} title={t('contact.heading')} lead={t('contact.lead')} />
      <div className="mx-auto mt-12 grid max-w-5xl gap-12 lg:grid-cols-[1.6fr_1fr]">
        <ContactForm />
        <ReachUs />
      </div>
    </div>
  )
}
