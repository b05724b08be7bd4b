import { describe, expect, it } from 'vitest'
import { cssBlocks } from '../../client/build/css-blocks'
import { classesIn, criticalCss } from './critical-css'

const SHEET = [
  '@property --un-text-opacity{syntax:"<percentage>";inherits:false;initial-value:100%}',
  '@layer base,utilities;',
  '*,:before{box-sizing:border-box}',
  'html{line-height:1.5}',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.space-y-2>:not(:last-child){margin-bottom:.5rem}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '.\\[\\&\\>li\\]\\:p-2>li{padding:.5rem}',
  '.btn:not(.is-busy){cursor:pointer}',
  '.a,.b{color:red}',
  '@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:hidden{display:none}.sm\\:grid{display:grid}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.animate-spin{animation:spin 1s linear infinite}',
  '@supports (display:grid){@media (min-width:1024px){.lg\\:grid{display:grid}}}',
].join('')

const pageWith = (classes: string) => criticalCss(cssBlocks(SHEET), classesIn(`<div class="${classes}"></div>`))

describe('critical CSS: the rules a page’s HTML can use, in the stylesheet’s order', () => {
  it('keeps what applies everywhere and the rules of the classes on the page, and drops the others', () => {
    expect(pageWith('flex sm:hidden')).toBe(
      '@property --un-text-opacity{syntax:"<percentage>";inherits:false;initial-value:100%}@layer base,utilities;*,:before{box-sizing:border-box}html{line-height:1.5}.flex{display:flex}' +
        '@media (min-width:640px){.sm\\:hidden{display:none}}@keyframes spin{to{transform:rotate(360deg)}}',
    )
  })

  it('needs every class of a compound selector, one selector of a list, none inside :not()', () => {
    expect(pageWith('group-hover:underline')).not.toContain('underline}')
    expect(pageWith('group group-hover:underline')).toContain('.group:hover .group-hover\\:underline{text-decoration:underline}')
    expect(pageWith('b')).toContain('.a,.b{color:red}')
    expect(pageWith('btn')).toContain('.btn:not(.is-busy){cursor:pointer}')
    expect(pageWith('space-y-2')).toContain('.space-y-2>:not(:last-child)')
  })

  it('reads class names as React escapes them in attributes', () => {
    expect(classesIn('<ul class="[&amp;&gt;li]:p-2 a"></ul><svg class="b"></svg>')).toEqual(new Set(['[&>li]:p-2', 'a', 'b']))
    expect(pageWith('[&amp;&gt;li]:p-2')).toContain('.\\[\\&\\>li\\]\\:p-2>li{padding:.5rem}')
  })

  it('writes consecutive rules under their at-rules once, nested ones nested, and every brace closed', () => {
    const css = pageWith('sm:flex sm:grid lg:grid animate-spin')
    expect(css).toContain('@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}')
    expect(css).toContain('@supports (display:grid){@media (min-width:1024px){.lg\\:grid{display:grid}}}')
    expect(css.split('{').length).toBe(css.split('}').length)
  })

  it('with every class present is the whole stylesheet, rule for rule', () => {
    const all = new Set(cssBlocks(SHEET).flatMap((block) => block.any?.flat() ?? []))
    expect(criticalCss(cssBlocks(SHEET), all)).toBe(SHEET)
  })
})
