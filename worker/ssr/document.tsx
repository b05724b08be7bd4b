import type { ReactNode } from 'react'
import { BOOTSTRAP_ID, serializeBootstrap, type Bootstrap } from '../../routes/lib/bootstrap'
import type { PageAssets } from './page-assets'

type DocumentProps = { lang: string; assets: PageAssets; bootstrap: Bootstrap; children: ReactNode }

/** The HTML shell around the app root; the page's title and links are hoisted into <head> by React. */
export function Document({ lang, assets, bootstrap, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1917" />
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
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
