import type { Postprocessor } from 'unocss'

// preset-wind4 writes every colour utility as a mix with its opacity variable, `color-mix(in srgb, C var(--un-bg-opacity),
// transparent)`, and again in oklab under @supports. Nothing here ever sets such a variable (the guard below fails
// the build if a utility does), so it stays at its registered 100% and the mix is C itself, in either colour space:
// the plain colour is the same colour in fewer bytes, and its oklab copy the same rule a second time.
const OPACITY_VARIABLE = /^--un-[\w-]+-opacity$/
// a side's border colour names the border's variable (`--un-border-left-opacity: var(--un-border-opacity)`): still 100%
const ANOTHER_OPACITY_VARIABLE = /^var\(--un-[\w-]+-opacity\)$/
const FULL_MIX = /color-mix\(in (?:srgb|oklab), (var\(--colors-[\w-]+\)) var\(--un-[\w-]+-opacity\), transparent\)/g
const OKLAB_COPY = '@supports (color: color-mix(in lab, red, red))'

/** UnoCSS postprocess: colours written plain, their oklab copies left out (a mix with a real alpha stays as it is). */
export const plainColours: Postprocessor = (util) => {
  for (const entry of util.entries) {
    if (OPACITY_VARIABLE.test(entry[0]) && !util.selector.startsWith('@property') && !ANOTHER_OPACITY_VARIABLE.test(String(entry[1]))) {
      throw new Error(
        `${util.selector} sets ${entry[0]}: colours are written without their opacity variable (client/build/plain-colours.ts); use a colour with an alpha (bg-stone-900/50) instead`,
      )
    }
    if (typeof entry[1] === 'string') entry[1] = entry[1].replace(FULL_MIX, '$1')
  }
  // (UnoCSS keeps its markers among the entries, `$$symbol-parent` among them)
  const declarations = util.entries.filter(([property]) => !property.startsWith('$$'))
  const isCopy =
    (util.parent?.split(' $$ ') ?? []).includes(OKLAB_COPY) && declarations.every(([, value]) => typeof value !== 'string' || !value.includes('color-mix('))
  return isCopy ? [] : util
}
