import type { Plugin } from 'vite'

/** A mask of UnoCSS's preset-icons: `--un-icon:url("data:image/svg+xml;utf8,…")`, the SVG URI-encoded. */
const ICON_MASK = /url\("data:image\/svg\+xml;utf8,([^"]+)"\)/g

/** The attribute of an icon's own <svg> element. */
const attribute = (svg: string, name: string) => new RegExp(`^<svg\\b[^>]*\\s${name}=['"]([^'"]*)['"]`).exec(svg)?.[1]

/**
 * The icon masks of a stylesheet as one SVG sprite: each icon placed beside the others and named by a <view>, which
 * the stylesheet addresses by its fragment (`url(icons-….svg#i3)`). Chromium makes a whole SVG document of every
 * data: URL a page's masks use, in the style recalculation that applies them: about a millisecond each (4 on a
 * throttled phone), 10 to 30 icons a page, the longest task after the first paint. One sprite is one document for
 * every icon, parsed when it has loaded. Returns the stylesheet with `spriteUrl(id)` for each data: URL, or null
 * when it has none.
 */
export function iconSprite(css: string, spriteUrl: (id: string) => string): { css: string; sprite: string } | null {
  const ids = new Map<string, string>()
  const icons: string[] = []
  let x = 0
  const rewritten = css.replace(ICON_MASK, (_, encoded: string) => {
    let id = ids.get(encoded)
    if (!id) {
      id = `i${ids.size}`
      ids.set(encoded, id)
      const svg = decodeURIComponent(encoded)
      const viewBox = attribute(svg, 'viewBox')
      if (!viewBox) throw new Error(`an icon without a viewBox: ${svg.slice(0, 120)}`)
      const body = svg.replace(/^<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '')
      // the icons share one document: an id of an icon's own (a gradient, a clip path) could name another's
      if (/\sid=/.test(body)) throw new Error(`an icon with ids of its own cannot join the sprite: ${svg.slice(0, 120)}`)
      const [, , width, height] = viewBox.split(/[\s,]+/).map(Number)
      icons.push(
        `<view id="${id}" viewBox="${x} 0 ${width} ${height}"/><svg x="${x}" y="0" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`,
      )
      // a gap, so no icon's anti-aliased edge bleeds into its neighbour's view
      x += Math.ceil(width! + 16)
    }
    return `url(${spriteUrl(id)})`
  })
  if (!icons.length) return null
  return { css: rewritten, sprite: `<svg xmlns="http://www.w3.org/2000/svg">${icons.join('')}</svg>` }
}

/**
 * Replaces the data: URLs of the icon masks' stylesheet (`entry`, client/icons.ts) by fragments of one sprite
 * (`/assets/icons-….svg`). The stylesheet's name keeps the hash of
 * its text before, which changes with every icon.
 */
export function iconSpritePlugin(entry: string): Plugin {
  return {
    name: 'juwelier:icon-sprite',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(entry))
      if (!chunk || chunk.type !== 'chunk') this.error(`no entry chunk for ${entry}`)
      for (const fileName of chunk.viteMetadata?.importedCss ?? []) {
        const asset = bundle[fileName]
        if (asset?.type !== 'asset') continue
        // the sprite's name is the hash of its text: made with a placeholder, then named
        const result = iconSprite(String(asset.source), (id) => `__SPRITE__#${id}`)
        if (!result) this.error(`${fileName} has no icon masks`)
        const reference = this.emitFile({ type: 'asset', name: 'icons.svg', source: result.sprite })
        // from the root: a relative url() in a custom property may resolve against the page's address
        asset.source = result.css.replaceAll('__SPRITE__', `/${this.getFileName(reference)}`)
      }
    },
  }
}
