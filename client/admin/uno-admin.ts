import { colors } from '@unocss/preset-wind4/colors'
import { gold, stone } from '../../uno-colors.js'

/** The back office's own shortcuts and base styles, added to the shop's UnoCSS theme in its build only. */
export const adminShortcuts = {
  'admin-input':
    'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-normal text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent aria-[invalid=true]:border-red-600 disabled:opacity-60',
  'admin-btn':
    'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
  'admin-btn-primary': 'admin-btn bg-stone-900 text-white hover:bg-primary-800',
  'admin-btn-secondary': 'admin-btn border border-stone-300 bg-white text-stone-900 hover:border-primary-700 hover:text-primary-800',
  'admin-btn-danger': 'admin-btn bg-red-700 text-white hover:bg-red-800',
  'admin-icon-btn':
    'inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-accent',
  'admin-card': 'block rounded-lg border border-stone-200 bg-white shadow-sm',
  'admin-link': 'inline-flex items-center gap-1 font-medium text-primary-800 underline-offset-4 hover:underline',
  'admin-row-link': 'block text-stone-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent',
  'admin-nav-link':
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-stone-900 aria-[current=page]:shadow-[inset_3px_0_0_var(--colors-accent)]',
  'admin-toast':
    'flex items-start gap-3 rounded-lg border border-stone-200 border-l-4 bg-white p-4 shadow-lg data-[state=closed]:opacity-0 transition-opacity data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  'admin-checkbox': 'h-4 w-4 cursor-pointer accent-[var(--colors-accent)]',
  'admin-switch': 'h-5 w-9 cursor-pointer accent-[var(--colors-accent)]',
  'admin-chip': 'inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800 ring-1 ring-inset ring-stone-200',
  'admin-chip-remove': 'inline-flex h-4 w-4 items-center justify-center rounded-full text-stone-600 hover:bg-stone-300 hover:text-stone-900',
  'admin-popover': 'rounded-lg border border-stone-200 bg-white text-stone-900 shadow-lg outline-none',
  'admin-command-input': 'w-full border-b border-stone-200 bg-transparent px-3 py-2 text-sm outline-none',
  'admin-command-item':
    'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 data-[selected=true]:bg-primary-50 data-[selected=true]:text-stone-900 data-[disabled=true]:opacity-50',
  'admin-command-group':
    '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-stone-600',
  'admin-menu-item': 'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-stone-100',
  'admin-filter-btn':
    'inline-flex items-center gap-1.5 rounded-full border border-dashed border-stone-300 px-3 py-1 text-sm font-medium text-stone-700 hover:border-stone-500',
  'admin-filter-btn-active': 'border-solid border-accent bg-primary-50 text-stone-900',
  'admin-sort-btn': 'inline-flex items-center gap-1 uppercase tracking-wide hover:text-stone-900',
  'admin-stepper':
    'inline-flex w-9 shrink-0 items-center justify-center border border-stone-300 bg-stone-50 text-stone-700 hover:bg-stone-100 disabled:opacity-40',
  'admin-grid-input':
    'w-full min-w-24 rounded border border-transparent bg-transparent px-2 py-1 text-right tabular-nums hover:border-stone-300 focus:border-accent focus:bg-white focus:outline-none',
  'admin-carousel-btn':
    'absolute top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white',
  'admin-kbd': 'inline-block min-w-6 rounded border border-stone-300 bg-stone-50 px-1.5 py-0.5 text-center font-mono text-xs text-stone-800',
}

/**
 * Theme shades 50–950; the accent is shade 500 in light mode and 400 in dark mode. The dark theme
 * turns every colour scale round (50 ↔ 950, 100 ↔ 900, …) through the CSS variables UnoCSS's colours are
 * made of, so every screen is dark without a `dark:` class anywhere.
 */
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const
type Scale = Record<(typeof SHADES)[number], string>
const flip = (name: string, scale: Scale) => SHADES.map((shade, i) => `--colors-${name}-${shade}:${scale[SHADES[SHADES.length - 1 - i]]}`).join(';')
const palette = colors as unknown as Record<string, Scale>

const darkTheme = [
  `:root{--colors-accent:${gold[500]}}`,
  `.dark{--colors-accent:${gold[400]};--colors-white:${stone[900]};--colors-black:${stone[50]};`,
  [flip('stone', stone), flip('primary', gold), flip('neutral', stone), ...['red', 'emerald', 'amber'].map((name) => flip(name, palette[name]))].join(';'),
  '}',
  // the stone-950 overlays stay dark in both themes
  '.dark [class*="bg-stone-950/"]{background-color:rgb(0 0 0 / .6)}',
].join('')

/**
 * Tables are written as plain markup in the pages; their look lives here once. A table is positioned so that its
 * visually hidden texts (absolutely positioned) stay inside the scroll container around a wide table: positioned by
 * the page instead, they would widen a phone's layout viewport.
 */
export const adminPreflight = `
.admin-table{position:relative;width:100%;border-collapse:collapse;font-size:.875rem}
.admin-table th,.admin-table td{padding:.75rem 1rem;text-align:left;vertical-align:middle;border-bottom:1px solid var(--colors-stone-200)}
.admin-table thead th{font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:var(--colors-stone-600);background:var(--colors-stone-50)}
.admin-table tbody th{font-weight:500}
.admin-table .text-right{text-align:right}
.admin-table tbody tr:last-child>*{border-bottom:0}
.admin-table tbody tr:hover{background:var(--colors-stone-50)}
.admin-table tbody tr[aria-selected=true]{background:var(--colors-primary-50)}
.admin-grid td,.admin-grid th{padding:.25rem .5rem}
@media (max-width:639.9px){.admin-table th,.admin-table td{padding:.625rem .5rem;overflow-wrap:break-word}}
.admin-phone-summary{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;margin-top:.25rem;font-weight:400;color:var(--colors-stone-600)}
.admin-phone-value{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
@media (prefers-reduced-motion:reduce){*,::before,::after{transition-duration:1ms!important;animation-duration:1ms!important}}
${darkTheme}`
