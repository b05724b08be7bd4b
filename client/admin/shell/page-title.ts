import { useEffect } from 'react'
import { useT } from '../i18n'

/** Each page names itself in the tab: "Bestellungen · Verwaltung · Aurelia". */
export function usePageTitle(page: string | null, enabled = true) {
  const t = useT()
  useEffect(() => {
    if (!enabled) return
    const area = page ? t('meta.titleOf', { page }) : t('meta.title')
    document.title = `${area} · ${t('shop.name')}`
  }, [page, t, enabled])
}
