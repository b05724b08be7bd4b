import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Highlighted, highlightParts, plainText } from './highlight'
import { HIGHLIGHT_PRE as A, HIGHLIGHT_POST as B } from './search-constants'

describe('highlights', () => {
  it('cuts a formatted value at the tags', () => {
    expect(highlightParts(`${A}Verlobungsring${B} Aurelia ${A}Solitär${B}`)).toEqual([
      { text: 'Verlobungsring', hit: true },
      { text: ' Aurelia ', hit: false },
      { text: 'Solitär', hit: true },
    ])
    expect(highlightParts('no match')).toEqual([{ text: 'no match', hit: false }])
    // a stray tag (a cut value) never shows
    expect(plainText(`a${A}b`)).toBe('ab')
    expect(highlightParts(`${A}open`)).toEqual([{ text: 'open', hit: true }])
  })

  it('renders markup in a title as text, never as HTML', () => {
    const html = renderToStaticMarkup(createElement(Highlighted, { text: `<${A}img${B} src=x onerror=alert(1)> Anhänger` }))
    expect(html).toBe('&lt;<mark class="bg-primary-100 text-inherit">img</mark> src=x onerror=alert(1)&gt; Anhänger')
    expect(renderToStaticMarkup(createElement(Highlighted, { text: '<script>alert(2)</script>' }))).toBe('&lt;script&gt;alert(2)&lt;/script&gt;')
  })
})
