import 'virtual:uno.css'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './app'
import { adminTranslator, loadAdminDictionary } from './i18n'
import { DEFAULT_ADMIN_LOCALE, localeFromPath } from './locale'
import { applyTheme } from './shell/theme'

/** The back office: a client-rendered app under /admin/{de|en}/… (the worker serves an empty shell). */
async function main() {
  applyTheme()
  const locale = localeFromPath(location.pathname) ?? DEFAULT_ADMIN_LOCALE
  const t = adminTranslator(locale, await loadAdminDictionary(locale))
  createRoot(document.getElementById('admin-root')!).render(<AdminApp initial={{ locale, t }} />)
}

void main()
