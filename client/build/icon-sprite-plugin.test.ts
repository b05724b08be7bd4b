import { describe, expect, it } from 'vitest'
import { iconSprite } from './icon-sprite-plugin'

const mask = (path: string) =>
  `url("data:image/svg+xml;utf8,${encodeURIComponent(`<svg viewBox='0 0 256 256' width='1em' height='1em' xmlns='http://www.w3.org/2000/svg' ><path d='${path}'/></svg>`)}")`

describe('iconSprite', () => {
  it('names each icon once by a view of one sprite and points the stylesheet at its fragment', () => {
    const css = `.i-a{--un-icon:${mask('M0 0h1')};mask:var(--un-icon)}.i-b{--un-icon:${mask('M1 1h2')}}.hover\\:i-a:hover{--un-icon:${mask('M0 0h1')}}`
    const result = iconSprite(css, (id) => `s.svg#${id}`)!
    expect(result.css).toBe('.i-a{--un-icon:url(s.svg#i0);mask:var(--un-icon)}.i-b{--un-icon:url(s.svg#i1)}.hover\\:i-a:hover{--un-icon:url(s.svg#i0)}')
    expect(result.sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        `<view id="i0" viewBox="0 0 256 256"/><svg x="0" y="0" width="256" height="256" viewBox="0 0 256 256"><path d='M0 0h1'/></svg>` +
        `<view id="i1" viewBox="272 0 256 256"/><svg x="272" y="0" width="256" height="256" viewBox="0 0 256 256"><path d='M1 1h2'/></svg>` +
        '</svg>',
    )
  })

  it('leaves a stylesheet without masks alone and refuses an icon whose ids could clash', () => {
    expect(iconSprite('.a{color:red}', (id) => id)).toBeNull()
    const withId = `url("data:image/svg+xml;utf8,${encodeURIComponent(`<svg viewBox='0 0 8 8'><clipPath id='c'/></svg>`)}")`
    expect(() => iconSprite(`.x{--un-icon:${withId}}`, (id) => id)).toThrow(/ids of its own/)
  })
})
