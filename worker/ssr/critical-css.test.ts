import { describe, expect, it } from 'vitest'
import { cssBlocks } from '../../client/build/css-blocks'
import { criticalCss, pageNames } from './critical-css'

const SHEET = [
  '@property --un-text-opacity{syntax:"<percentage>";inherits:false;initial-value:100%}',
  '@property --un-leading{syntax:"*";inherits:false}',
  '@layer base,utilities;',
  ':root,:host{--spacing:.25rem;--colors-red-700:#bf000f;--font-sans:ui-sans-serif;--default-font-family:var(--font-sans)}',
  '@supports (color:lab(0% 0 0)){:root,:host{--colors-red-700:lab(40% 67 53)}}',
  '*,:before{box-sizing:border-box}',
  'html{line-height:1.5;font-family:var(--default-font-family)}',
  'table{border-collapse:collapse}',
  'button,input:where([type=submit]){appearance:button}',
  '::placeholder{opacity:1}',
  '::-webkit-datetime-edit{padding:0}',
  ':-moz-ui-invalid{box-shadow:none}',
  '::backdrop{margin:0}',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.p-2{padding:calc(var(--spacing) * 2)}',
  '.text-red-700{color:var(--colors-red-700)}',
  '.leading-none{--un-leading:1;line-height:1}',
  '.space-y-2>:not(:last-child){margin-bottom:.5rem}',
  ':where(.space-y-4>:not(:last-child)){margin-bottom:1rem}',
  '.group .group-\\[\\.open\\]\\:underline{text-decoration:underline}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '.text-stone-900,.hover\\:text-stone-900:hover{color:#1c1917}',
  '.transition-colors{transition-property:color;transition-duration:.15s}',
  '.btn{transition-property:color;color:red}',
  '.\\[\\&\\>li\\]\\:p-2>li{padding:.5rem}',
  '.btn:not(.is-busy){cursor:pointer}',
  '.a,.b{color:red}',
  '.\\[\\&_h2\\]\\:mt-4 h2,.mt-4{margin-top:1rem}',
  '@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:hidden{display:none}.sm\\:grid{display:grid}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.animate-spin{animation:spin 1s linear infinite}',
  '@supports (display:grid){@media (min-width:1024px){.lg\\:grid{display:grid}}}',
].join('')

const pageWith = (classes: string, inner = '') => criticalCss(cssBlocks(SHEET), pageNames(`<html><body><div class="${classes}">${inner}</div></body></html>`))

describe('critical CSS: the rules a page’s HTML can use, in the stylesheet’s order', () => {
  it('keeps what applies everywhere, the rules of the classes and elements on the page and what they use, and drops the others', () => {
    expect(pageWith('flex sm:hidden')).toBe(
      '@layer base,utilities;:root,:host{--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);}*,:before{box-sizing:border-box}html{line-height:1.5;font-family:var(--default-font-family)}.flex{display:flex}' +
        '@media (min-width:640px){.sm\\:hidden{display:none}}',
    )
  })

  it('writes a custom property, an @property or keyframes only for a rule that uses it, every definition of it', () => {
    const css = pageWith('p-2 text-red-700 leading-none animate-spin')
    expect(css).toContain(':root,:host{--spacing:.25rem;--colors-red-700:#bf000f;--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);}')
    expect(css).toContain('@supports (color:lab(0% 0 0)){:root,:host{--colors-red-700:lab(40% 67 53);}}')
    expect(css).toContain('@property --un-leading{syntax:"*";inherits:false}')
    expect(css).not.toContain('--un-text-opacity')
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}')
    expect(pageWith('flex')).not.toContain('@keyframes')
  })

  it('needs every class and element of a compound selector, one selector of a list, one of :is()/:where(), none inside :not()', () => {
    expect(pageWith('group-[.open]:underline')).not.toContain('underline}')
    expect(pageWith('group group-[.open]:underline')).toContain('.group .group-\\[\\.open\\]\\:underline{text-decoration:underline}')
    expect(pageWith('b')).toContain('.b{color:red}')
    expect(pageWith('btn')).toContain('.btn:not(.is-busy){cursor:pointer}')
    expect(pageWith('space-y-2')).toContain('.space-y-2>:not(:last-child)')
    expect(pageWith('flex')).not.toContain('space-y-4')
    expect(pageWith('space-y-4')).toContain(':where(.space-y-4>:not(:last-child)){margin-bottom:1rem}')
    expect(pageWith('flex')).not.toContain('table')
    expect(pageWith('flex', '<table></table>')).toContain('table{border-collapse:collapse}')
    expect(pageWith('flex', '<input name="q"/>')).toContain('input:where([type=submit]){appearance:button}')
    // the pseudo-elements of form fields only with a form field
    expect(pageWith('flex')).not.toContain('::')
    expect(pageWith('flex', '<textarea></textarea>')).toContain('::placeholder{opacity:1}')
    expect(pageWith('flex', '<input name="q"/>')).toContain('::-webkit-datetime-edit{padding:0}')
    expect(pageWith('flex', '<select></select>')).toBe(pageWith('flex', '<select></select>').replace('::placeholder', ''))
    expect(pageWith('flex', '<select></select>')).toContain(':-moz-ui-invalid{box-shadow:none}')
    expect(pageWith('flex', '<dialog></dialog>')).toContain('::backdrop{margin:0}')
  })

  it('leaves what the first paint cannot show to the whole stylesheet: pointer states, rules of transitions alone', () => {
    expect(pageWith('group group-hover:underline')).not.toContain(':hover')
    expect(pageWith('text-stone-900 hover:text-stone-900')).toContain('.text-stone-900{color:#1c1917}')
    expect(pageWith('text-stone-900 hover:text-stone-900')).not.toContain(':hover')
    expect(pageWith('transition-colors')).not.toContain('transition')
    expect(pageWith('btn')).toContain('.btn{color:red}')
  })

  it('writes only the selectors of a list that apply', () => {
    expect(pageWith('mt-4')).toContain('.mt-4{margin-top:1rem}')
    expect(pageWith('[&amp;_h2]:mt-4')).not.toContain('mt-4')
    expect(pageWith('[&amp;_h2]:mt-4', '<h2>x</h2>')).toContain('.\\[\\&_h2\\]\\:mt-4 h2{margin-top:1rem}')
    expect(pageWith('a')).toContain('.a{color:red}')
    expect(pageWith('a b')).toContain('.a,.b{color:red}')
  })

  it('reads class names as React escapes them in attributes', () => {
    const names = pageNames('<ul class="[&amp;&gt;li]:p-2 a"></ul><svg class="b"></svg>')
    expect([...names].filter((name) => !name.startsWith('<'))).toEqual(['[&>li]:p-2', 'a', 'b'])
    expect(pageWith('[&amp;&gt;li]:p-2', '<li></li>')).toContain('.\\[\\&\\>li\\]\\:p-2>li{padding:.5rem}')
  })

  it('leaves out what only the insides of sections below the fold use: they wait for the whole stylesheet', () => {
    const names = pageNames(
      '<main class="flex"><section class="below-fold mt-4"><ul class="hidden"><li class="a"><img src="x" class="b"/></li></ul><table></table></section><p class="sm:grid">x</p></main>',
    )
    expect(names).toEqual(new Set(['<main>', 'flex', '<section>', 'below-fold', 'mt-4', '<p>', 'sm:grid']))
    // a script's or style's text is no markup
    expect(pageNames('<script type="application/json">{"a":"<div class=\\"x\\">"}</script><style>.y>p{}</style><b class="z"></b>')).toEqual(
      new Set(['<script>', '<style>', '<b>', 'z']),
    )
  })

  it('writes consecutive rules under their at-rules once, nested ones nested, and every brace closed', () => {
    const css = pageWith('sm:flex sm:grid lg:grid animate-spin')
    expect(css).toContain('@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}')
    expect(css).toContain('@supports (display:grid){@media (min-width:1024px){.lg\\:grid{display:grid}}}')
    expect(css.split('{').length).toBe(css.split('}').length)
  })

  it('with every name present is the whole stylesheet, rule for rule, but for definitions no rule uses and what waits', () => {
    const blocks = cssBlocks(SHEET)
    const all = new Set(blocks.flatMap((block) => block.any?.flat() ?? []))
    const waits = [
      '@property --un-text-opacity{syntax:"<percentage>";inherits:false;initial-value:100%}',
      '.group:hover .group-hover\\:underline{text-decoration:underline}',
      ',.hover\\:text-stone-900:hover',
      '.transition-colors{transition-property:color;transition-duration:.15s}',
      'transition-property:color;',
    ]
    expect(criticalCss(blocks, all).replaceAll(';}', '}')).toBe(waits.reduce((sheet, rule) => sheet.replace(rule, ''), SHEET))
  })
})
