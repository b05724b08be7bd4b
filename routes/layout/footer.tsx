import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { Copyright } from './copyright'
import { FOOTER_COLUMNS, PAYMENT_BADGES, SHIPPING_STATEMENTS, SOCIAL_LINKS } from './footer-links'
import { Logo } from './logo'
import { useShippingStatement } from './shipping-statement'

function SocialLinks() {
  const t = useT()
  return (
    <div>
      <p className="text-[0.7rem] uppercase tracking-[0.25em] text-primary-300">{t('footer.social.label')}</p>
      <ul className="mt-3 flex gap-3">
        {SOCIAL_LINKS.map(({ label, href, icon }) => (
          <li key={href}>
            {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label, the icon is decoration */}
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(label)} title={t(label)} className="footer-icon">
              <span className={`${icon} text-xl`} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The country's shipping costs, insured shipping and the other promises, in a light band above the dark footer. */
function ShippingStatements() {
  const t = useT()
  const cost = useShippingStatement({ free: 'footer.shipping.free', from: 'footer.shipping.from', freeFrom: 'footer.shipping.freeFrom' })
  const statements = [...(cost ? [{ text: cost, icon: 'i-ph-truck' }] : []), ...SHIPPING_STATEMENTS.map(({ label, icon }) => ({ text: t(label), icon }))]
  return (
    <section aria-labelledby="footer-shipping" className="border-y border-primary-100 bg-primary-50/70">
      <h2 id="footer-shipping" className="sr-only">
        {t('footer.shippingTitle')}
      </h2>
      <ul className="container-page grid gap-x-8 gap-y-4 py-8 text-sm text-stone-700 sm:grid-cols-2 lg:grid-cols-5">
        {statements.map(({ text, icon }) => (
          <li key={icon} className="flex items-start gap-3">
            <span className={`${icon} mt-0.5 shrink-0 text-xl text-primary-700`} aria-hidden="true" />
            <span className="leading-snug">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The methods the country's shop takes, no others. */
function PaymentMethods() {
  const t = useT()
  const { payment } = usePage()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 className="text-[0.7rem] uppercase tracking-[0.25em] text-primary-300">{t('footer.paymentTitle')}</h2>
      <ul className="flex flex-wrap gap-2" data-testid="footer-payment-methods">
        {payment.methods
          .map((method) => PAYMENT_BADGES[method])
          .map(({ label, icon }) => (
            <li key={label} className="inline-flex items-center gap-1.5 rounded-full border border-stone-700 px-3 py-1 text-xs text-stone-200">
              <span className={`${icon} text-base text-primary-200`} aria-hidden="true" />
              {t(label)}
            </li>
          ))}
      </ul>
    </div>
  )
}

/**
 * The footer's own chunk (footer-slot.tsx): a static section below the fold on every page of the default layout.
 * `id` is the slot's: it watches for this element to come near the viewport.
 */
export default function Footer({ id }: { id: string }) {
  const t = useT()
  return (
    <footer id={id} className="below-fold mt-24">
      <ShippingStatements />
      <div className="bg-stone-900 text-stone-300">
        <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.2fr_3fr] lg:gap-16">
          <div className="space-y-6">
            <Logo tone="light" align="start" />
            <p className="max-w-sm text-sm leading-relaxed text-stone-300">{t('footer.description')}</p>
            <p className="flex items-center gap-2 text-xs text-stone-400">
              <span className="i-ph-seal-check text-base text-primary-300" aria-hidden="true" />
              {t('footer.since')} · {t('footer.materials')}
            </p>
            <SocialLinks />
          </div>
          <div className="grid grid-cols-2 gap-x-8 gap-y-10 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
                <h2 id={`footer-${column.title}`} className="text-[0.7rem] uppercase tracking-[0.25em] text-primary-300">
                  {t(column.title)}
                </h2>
                <ul className="mt-3 space-y-1 text-sm">
                  {column.links.map(({ label, to }) => (
                    <li key={to}>
                      <Link to={to} className="footer-link">
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="border-t border-stone-800">
          <div className="container-page flex flex-col gap-4 py-6 text-xs text-stone-400 md:flex-row md:items-center md:justify-between">
            <PaymentMethods />
            <Copyright />
          </div>
        </div>
      </div>
    </footer>
  )
}
