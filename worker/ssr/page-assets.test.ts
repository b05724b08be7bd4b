import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { pageAssets } from './page-assets'

const manifest: Manifest = {
  'client/entry.tsx': { file: 'assets/entry-1.js', src: 'client/entry.tsx', isEntry: true, imports: ['_react-2.js'] },
  'client/styles.ts': { file: 'assets/styles-11.js', src: 'client/styles.ts', isEntry: true, css: ['assets/entry-3.css'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_grid-4.js': { file: 'assets/grid-4.js', imports: ['_react-2.js', 'client/entry.tsx'] },
  'routes/catalogue/product-page.tsx': { file: 'assets/product-page-5.js', isDynamicEntry: true, imports: ['_grid-4.js', 'client/entry.tsx'] },
  'i18n/de/shop.json': { file: 'assets/shop-6.js', isDynamicEntry: true },
  'i18n/de/checkout.json': { file: 'assets/checkout-9.js', isDynamicEntry: true },
  'routes/checkout/checkout-page.tsx': { file: 'assets/checkout-page-10.js', isDynamicEntry: true, imports: ['client/entry.tsx'] },
  'routes/layout/error-page.tsx': { file: 'assets/error-page-12.js', isDynamicEntry: true, imports: ['client/entry.tsx'] },
  'client/icons.ts': { file: 'assets/icons-7.js', isEntry: true, css: ['assets/icons-8.css'] },
}
const build = { manifest, styles: { '/assets/entry-3.css': 'body{margin:0}' } }

describe('pageAssets', () => {
  it('lists the entry, its CSS and every module the page and its language need, once each', () => {
    expect(pageAssets(build, 'de', { module: 'catalogue/product-page' })).toEqual({
      entry: '/assets/entry-1.js',
      styles: ['body{margin:0}'],
      css: [],
      wholeCss: [],
      laterCss: ['/assets/icons-8.css'],
      modulepreload: ['/assets/entry-1.js', '/assets/react-2.js', '/assets/shop-6.js', '/assets/product-page-5.js', '/assets/grid-4.js'],
    })
  })

  it("adds the dictionary parts the page shows besides the shop's", () => {
    expect(pageAssets(build, 'de', { module: 'checkout/checkout-page', texts: ['checkout'] }).modulepreload).toEqual([
      '/assets/entry-1.js',
      '/assets/react-2.js',
      '/assets/shop-6.js',
      '/assets/checkout-9.js',
      '/assets/checkout-page-10.js',
    ])
  })

  it("preloads the error page's chunk for an error", () => {
    expect(pageAssets(build, 'de', null).modulepreload).toEqual(['/assets/entry-1.js', '/assets/react-2.js', '/assets/shop-6.js', '/assets/error-page-12.js'])
  })

  it('inlines the rules of a stylesheet in blocks and loads the whole of it later', () => {
    const blocks = [{ css: '.flex{display:flex}', any: [['flex']] }]
    expect(pageAssets({ manifest, styles: { '/assets/entry-3.css': blocks } }, 'de', null)).toMatchObject({
      styles: [blocks],
      css: [],
      wholeCss: ['/assets/entry-3.css'],
      laterCss: ['/assets/icons-8.css'],
    })
  })

  it('links a stylesheet the build did not inline', () => {
    expect(pageAssets({ manifest, styles: {} }, 'de', null)).toMatchObject({ styles: [], css: ['/assets/entry-3.css'] })
  })

  it('serves static HTML without a client build', () => {
    expect(pageAssets({ manifest: {}, styles: {} }, 'en', { module: 'catalogue/product-page' })).toEqual({
      entry: null,
      styles: [],
      css: [],
      wholeCss: [],
      laterCss: [],
      modulepreload: [],
    })
  })
})
