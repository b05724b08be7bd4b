import de from '../../i18n/admin.de.json'
import en from '../../i18n/admin.en.json'
import type { Locale } from '../../rules/languages'
import type { AdminAssets } from './admin-assets'

const TEXTS = { de, en }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The back office's HTML: an empty root the client app renders into. Nothing about the shop's data is in
 * it, so it is the same for every member of staff and safe to serve before login.
 */
export function shellHtml(locale: Locale, assets: AdminAssets): string {
  const texts = TEXTS[locale]
  const head = [
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.modulepreload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ]
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#1c1917">
<title>${escapeHtml(`${texts.meta.title} · ${texts.shop.name}`)}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${head.join('\n')}
</head>
<body>
<div id="admin-root"></div>
<noscript><p style="padding:2rem;font-family:system-ui,sans-serif">${escapeHtml(texts.meta.noscript)}</p></noscript>
<script type="module" src="${escapeHtml(assets.entry)}"></script>
</body>
</html>`
}

/** Said when the worker runs without the back office's build (worker tests, a broken deploy). */
export const notBuiltHtml = (locale: Locale) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(TEXTS[locale].meta.title)}</title></head><body><p>The back office has not been built: run npm run build.</p></body></html>`
