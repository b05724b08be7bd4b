import { usePage } from '../lib/page-context'
import { type LocalizedPaths, pageLinks } from '../lib/seo'

type PageHeadProps = {
  title: string
  description: string
  /** The page's router path per language; omitted for pages that must not be indexed. */
  paths?: LocalizedPaths
  noindex?: boolean
}

/** Title, description, canonical and hreflang links; React hoists them into <head> on the server and in the browser. */
export function PageHead({ title, description, paths, noindex }: PageHeadProps) {
  const { origin, country } = usePage()
  const links = paths && pageLinks(origin, country, paths)
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {links && <link rel="canonical" href={links.canonical} />}
      {links?.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  )
}
