import { useT } from '../../i18n'

/** The footer's copyright line, also under the checkout's slim layout. */
export function Copyright() {
  const t = useT()
  return <p>{t('brand.copyright', { year: new Date().getFullYear() })}</p>
}
