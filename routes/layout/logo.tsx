import { useT } from '../../i18n'
import { Link } from '../lib/link'

type LogoProps = {
  tone?: 'dark' | 'light'
  /** Centred in the header, flush left in the footer. */
  align?: 'center' | 'start'
  /** Shrunk in the scrolled header; a transform, so nothing around it moves. */
  small?: boolean
}

/** The shop's mark: the trade in spaced small capitals above the house name, with a gold rule between. */
export function Logo({ tone = 'dark', align = 'center', small = false }: LogoProps) {
  const t = useT()
  const dark = tone === 'dark'
  return (
    <Link
      to="/"
      aria-label={t('header.home')}
      className={`group inline-flex origin-center flex-col leading-none ${align === 'center' ? 'items-center' : 'items-start'} no-underline transition-transform duration-300 ease-out ${small ? 'scale-[0.8]' : ''}`}
    >
      <span
        className={`text-[0.6rem] font-medium uppercase tracking-[0.55em] ${align === 'center' ? 'pl-[0.55em]' : ''} ${dark ? 'text-primary-700' : 'text-primary-300'}`}
      >
        {t('brand.logo')}
      </span>
      {/* the space keeps the visible text "Juwelier Aurelia" two words, as the accessible name says (WCAG 2.5.3) */}{' '}
      <span className={`my-1 h-px w-8 transition-[width] duration-500 group-hover:w-14 ${dark ? 'bg-primary-400' : 'bg-primary-500'}`} aria-hidden="true" />
      <span className={`font-serif text-[1.6rem] tracking-[0.06em] sm:text-[1.9rem] ${dark ? 'text-stone-900' : 'text-white'}`}>{t('brand.name')}</span>
    </Link>
  )
}
