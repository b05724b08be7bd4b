import type { ReactNode } from 'react'
import { BOOTSTRAP_ID, serializeBootstrap, type Bootstrap } from '../../routes/lib/bootstrap'
import { scriptJson, type JsonLdData } from '../../routes/seo/json-ld'
import type { PageAssets } from './page-assets'

type DocumentProps = { lang: string; assets: PageAssets; jsonLd?: JsonLdData[]; bootstrap: Bootstrap; children: ReactNode }

/**
 * A stylesheet with media="print" loads without blocking the first paint; once it has loaded it is switched
 * to all media. This runs before the module scripts, whether the sheet is still loading or already cached.
 */
export const APPLY_DEFERRED_CSS =
  "document.querySelectorAll('link[data-deferred]').forEach(function(l){function on(){l.media='all'}l.sheet?on():l.addEventListener('load',on)})"

/** The HTML shell around the app root; the page's title and links are hoisted into <head> by React. */
export function Document({ lang, assets, jsonLd = [], bootstrap, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1917" />
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((css, i) => (
          <style key={i} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.deferredCss.map((href) => (
          <link key={href} rel="stylesheet" href={href} media="print" data-deferred="" />
        ))}
        {assets.deferredCss.length > 0 && <script dangerouslySetInnerHTML={{ __html: APPLY_DEFERRED_CSS }} />}
        {assets.deferredCss.length > 0 && (
          <noscript>
            {assets.deferredCss.map((href) => (
              <link key={href} rel="stylesheet" href={href} />
            ))}
          </noscript>
        )}
        {/* The streamed HTML is the whole page; scripts only make it interactive, so they must not
            compete with the stylesheet-free first paint or the largest image for the connection. */}
        {jsonLd.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />}
        {assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script id={BOOTSTRAP_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeBootstrap(bootstrap) }} />
        {assets.entry && <script type="module" src={assets.entry} />}
      </body>
    </html>
  )
}
