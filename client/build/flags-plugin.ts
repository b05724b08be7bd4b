import type { Plugin } from 'vite'

type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string }>
  width?: number
  height?: number
}

/** Country flags are the set's two-letter names (it also has regions such as gb-eng and languages). */
const COUNTRY = /^[a-z]{2}$/

/** One standalone SVG per country code of an Iconify set (aliases such as sj → bv resolved). */
export function flagSvgs(set: IconSet): Map<string, string> {
  const resolve = (name: string, hops = 0): IconSet['icons'][string] | undefined =>
    set.icons[name] ?? (hops < 5 && set.aliases?.[name] ? resolve(set.aliases[name].parent, hops + 1) : undefined)
  const names = [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})].filter((name) => COUNTRY.test(name))
  const svgs = new Map<string, string>()
  for (const name of names.sort()) {
    const icon = resolve(name)
    if (!icon) continue
    const width = icon.width ?? set.width ?? 16
    const height = icon.height ?? set.height ?? 16
    svgs.set(name, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`)
  }
  return svgs
}

/**
 * Writes /assets/flags/{iso_2}.svg for every country at build time from @iconify-json/circle-flags
 * (about 250 files of 1 KB): the country selector loads only the flags it shows, and no icon API
 * is asked at run time.
 */
export function flagsPlugin(): Plugin {
  return {
    name: 'juwelier:circle-flags',
    apply: 'build',
    async generateBundle() {
      const { icons } = await import('@iconify-json/circle-flags')
      for (const [code, svg] of flagSvgs(icons as IconSet)) {
        this.emitFile({ type: 'asset', fileName: `assets/flags/${code}.svg`, source: svg })
      }
    },
  }
}
