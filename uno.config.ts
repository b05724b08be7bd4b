import { icons as phosphor } from '@iconify-json/ph'
import { defineConfig, presetIcons, presetWind4 } from 'unocss'
import { plainColours } from './client/build/plain-colours.js'
import { CATEGORY_ICONS } from './routes/catalogue/category-icons.js'
import { blue, gold, stone } from './uno-colors.js'

/** What the preflight gives every `i-…` element; the deferred icon sheet carries only the mask. */
const ICON_BOX_PROPERTIES = ['display', 'width', 'height', 'vertical-align', 'color']
const ICON_BOX = '[class^="i-"],[class*=" i-"]{display:inline-block;width:1em;height:1em;vertical-align:-0.125em}'

const serif = 'ui-serif, "Iowan Old Style", "Palatino Linotype", Palatino, "URW Palladio L", P052, "Book Antiqua", Georgia, serif'
const sans = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

export default defineConfig({
  presets: [
    presetWind4({ preflights: { reset: true } }),
    // compiled into the CSS at build time from the installed set; nothing is fetched at run time
    // The masks go to a stylesheet loaded after the first paint (client/icons.ts); the box of every icon is set
    // by the preflight below instead, so a late sheet moves nothing and never overrides a utility's size or colour.
    presetIcons({
      collections: { ph: () => phosphor },
      processor(css) {
        for (const property of ICON_BOX_PROPERTIES) delete css[property]
      },
    }),
  ],
  postprocess: [plainColours],
  theme: {
    colors: { primary: gold, secondary: blue, neutral: stone, stone },
    breakpoint: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    font: { serif, sans },
  },
  // our .ts modules hold class names too (footer-links.ts); the default pipeline scans only .tsx and markup,
  // and node_modules would only add noise
  content: { pipeline: { include: [/\/(routes|client)\/[^?]*\.[jt]sx?($|\?)/] } },
  safelist: CATEGORY_ICONS.map((name) => `i-ph-${name}`),
  shortcuts: {
    'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    // below the fold: the browser skips styling, layout and paint until the section comes near the viewport;
    // 60rem is about a section's height on a phone, so the scrollbar barely moves when one renders
    'below-fold': '[content-visibility:auto] [contain-intrinsic-size:auto_60rem]',
    eyebrow: 'text-xs font-medium uppercase tracking-[0.3em] text-primary-800',
    'btn-primary':
      'inline-flex items-center justify-center gap-2 rounded-full bg-stone-900 px-7 py-3 text-sm font-medium tracking-wide text-white transition-colors hover:bg-primary-800',
    'btn-outline':
      'inline-flex items-center justify-center gap-2 rounded-full border border-stone-400 px-7 py-3 text-sm font-medium tracking-wide text-stone-900 transition-colors hover:border-primary-700 hover:text-primary-800',
    'text-link': 'inline-flex items-center gap-2 text-sm font-medium text-primary-800 underline-offset-4 hover:underline',
    'icon-button': 'inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-800 transition-colors hover:bg-stone-100 hover:text-primary-800',
    'search-trigger':
      'inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 px-3 text-sm text-stone-700 transition-colors hover:border-primary-600 lg:min-w-56 lg:px-4',
    chip: 'inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm text-stone-800 transition-colors hover:border-primary-600',
    'option-chip':
      'cursor-pointer rounded-full border border-stone-300 px-4 py-2 text-sm text-stone-800 transition-colors hover:border-stone-500 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700 has-[:focus-visible]:outline-solid',
    // a line of its own, 32 px high: a thumb hits the link it means (the text alone is 16 px)
    'footer-link': 'inline-flex min-h-8 items-center text-stone-300 transition-colors hover:text-primary-200',
    'footer-icon':
      'inline-flex h-10 w-10 items-center justify-center rounded-full border border-stone-700 text-stone-200 transition-colors hover:border-primary-300 hover:text-primary-200',
    'skip-link':
      'sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900 focus:shadow',
    // a strip of pictures that swipes one at a time (the product gallery): scroll snapping, no script needed
    'swipe-strip':
      'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto [&>*]:w-full [&>*]:shrink-0 [&>*]:snap-center [&>*]:snap-always',
    'hero-art':
      'mx-auto flex aspect-square w-full max-w-sm items-center justify-center rounded-full border border-primary-200 bg-[radial-gradient(circle_at_50%_40%,#fbf8ef,#f5edd6_55%,#ead9ab)] shadow-[inset_0_0_0_18px_#fbf8ef,inset_0_0_0_19px_#dec27a]',
  },
  preflights: [
    {
      // the document shell (worker/ssr) is outside the client graph the extractor scans, so the base styles live here
      getCSS: () => `
html{scroll-padding-top:1rem}
body{margin:0;background:#fff;color:${stone[800]};font-family:${sans};-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
:focus-visible{outline:2px solid ${gold[700]};outline-offset:2px}
${ICON_BOX}
@media (prefers-reduced-motion:reduce){*,::before,::after{transition-duration:1ms!important;animation-duration:1ms!important}}`,
    },
  ],
})
