import { describe, expect, it } from 'vitest'
import { foldThemeConstants } from './theme-constants'

describe('the theme’s constants written as their values', () => {
  it('replaces a reference to a variable declared once in :root with its value and drops the declaration', () => {
    const css =
      ':root,:host{--spacing:.25rem;--font-sans:ui-sans-serif;--default-font:var(--font-sans)}' +
      '.p-4{padding:calc(var(--spacing) * 4)}.-m-0\\.5{margin:calc(var(--spacing) * -.5)}html{font-family:var(--default-font)}body{font-family:var(--default-font,-apple-system, sans-serif)}'
    expect(foldThemeConstants(css)).toBe('.p-4{padding:1rem}.-m-0\\.5{margin:-0.125rem}html{font-family:ui-sans-serif}body{font-family:ui-sans-serif}')
  })

  it('keeps what may change: a variable declared again (wide-gamut colours) or set by a rule', () => {
    const css =
      ':root,:host{--red:#bf000f;--leading:1.5;--gold:#b8912f}@supports (color:lab(0% 0 0)){:root,:host{--red:lab(40% 67 53)}}' +
      '.text-red{color:var(--red)}.leading-none{--leading:1}.text-sm{line-height:var(--leading,1.25rem)}.text-gold{color:var(--gold)}'
    expect(foldThemeConstants(css)).toBe(
      ':root,:host{--red:#bf000f;--leading:1.5}@supports (color:lab(0% 0 0)){:root,:host{--red:lab(40% 67 53)}}' +
        '.text-red{color:var(--red)}.leading-none{--leading:1}.text-sm{line-height:var(--leading,1.25rem)}.text-gold{color:#b8912f}',
    )
  })
})
