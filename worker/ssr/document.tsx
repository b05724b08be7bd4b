import type { ReactNode } from 'react'
import { BOOTSTRAP_ID, type Bootstrap, serializeBootstrap } from '../../routes/lib/bootstrap'
import { type JsonLdData, scriptJson } from '../../routes/seo/json-ld'
import { LOAD_AFTER_LARGEST_PAINT, WAITING_RULES, WAITING_RULES_WITHOUT_SCRIPTS } from './after-largest-paint'
import type { CssBlock } from './css-blocks'
import type { PageAssets } from './page-assets'

type DocumentProps = { lang: string; assets: PageAssets; jsonLd?: JsonLdData[]; bootstrap: Bootstrap; children: ReactNode }

/** The HTML shell around the app root; the page's title and links are hoisted into <head> by React. */
export function Document({ lang, assets, jsonLd = [], bootstrap, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1917" />
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        {/* a stylesheet in blocks is a mark here: its rules the page uses are written in after rendering */}
        {assets.styles.map((style, i) =>
          typeof style === 'string' ? (
            <style key={i} dangerouslySetInnerHTML={{ __html: style }} />
          ) : (
            <style key={i} data-page-rules={blockSheets(assets).indexOf(style)} />
          ),
        )}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.entry && <style dangerouslySetInnerHTML={{ __html: WAITING_RULES }} />}
        {assets.entry && (
          <noscript>
            {[...assets.wholeCss, ...assets.laterCss].map((href) => (
              <link key={href} rel="stylesheet" href={href} />
            ))}
            <style dangerouslySetInnerHTML={{ __html: WAITING_RULES_WITHOUT_SCRIPTS }} />
          </noscript>
        )}
        {jsonLd.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />}
      </head>
      <body>
        <div id="root">{children}</div>
        <script id={BOOTSTRAP_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeBootstrap(bootstrap) }} />
        {/* The streamed HTML is the whole page; scripts only make it interactive, so they start after the
            largest picture (after-largest-paint.ts). */}
        {assets.entry && (
          <script
            data-entry={assets.entry}
            data-modules={assets.modulepreload.join(' ')}
            data-css={assets.wholeCss.join(' ')}
            data-later-css={assets.laterCss.join(' ')}
            dangerouslySetInnerHTML={{ __html: LOAD_AFTER_LARGEST_PAINT }}
          />
        )}
      </body>
    </html>
  )
}

/** The stylesheets whose rules are chosen per page, in the order of their marks (critical-css.ts writePageRules). */
export const blockSheets = (assets: PageAssets): CssBlock[][] => assets.styles.filter((style) => typeof style !== 'string')
