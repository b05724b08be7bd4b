import { useT } from '../../i18n'
import { Link } from '../lib/link'

/** The shop's mark: the trade in small capitals above the house name. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = useT()
  return (
    <Link to="/" className="group inline-flex flex-col items-start leading-none no-underline">
      <span className={`text-[0.65rem] font-medium uppercase tracking-[0.45em] ${tone === 'dark' ? 'text-primary-800' : 'text-primary-300'}`}>
        {t('brand.logo')}
      </span>
      <span className={`mt-1 font-serif text-2xl tracking-wide sm:text-3xl ${tone === 'dark' ? 'text-stone-900' : 'text-white'}`}>
        {t('brand.name')}
      </span>
    </Link>
  )
}
