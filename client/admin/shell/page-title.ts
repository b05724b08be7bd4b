import { useEffect } from 'react'
import { useT } from '../i18n'

let name = ''
let count = 0
const show = () => void (document.title = count > 0 ? `(${count}) ${name}` : name)

/** A number before the page's name in the tab ("(3) Bestellungen · …": new orders); 0 removes it. */
export function setTitleCount(next: number) {
  count = next
  if (name) show()
}

/** Each page names itself in the tab: "Bestellungen · Verwaltung · Aurelia". */
export function usePageTitle(page: string | null, enabled = true) {
  const t = useT()
  useEffect(() => {
    if (!enabled) return
    const area = page ? t('meta.titleOf', { page }) : t('meta.title')
    name = `${area} · ${t('shop.name')}`
    show()
  }, [page, t, enabled])
}
