/** The back office's own shortcuts and base styles, added to the shop's UnoCSS theme in its build only. */
export const adminShortcuts = {
  'admin-input':
    'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-normal text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-primary-700 focus:outline-2 focus:outline-offset-0 focus:outline-primary-700',
  'admin-btn':
    'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  'admin-btn-primary': 'admin-btn bg-stone-900 text-white hover:bg-primary-800',
  'admin-btn-secondary': 'admin-btn border border-stone-300 bg-white text-stone-900 hover:border-primary-700 hover:text-primary-800',
  'admin-btn-danger': 'admin-btn bg-red-700 text-white hover:bg-red-800',
  'admin-icon-btn': 'inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900',
  'admin-card': 'block rounded-lg border border-stone-200 bg-white shadow-sm',
  'admin-link': 'inline-flex items-center gap-1 font-medium text-primary-800 underline-offset-4 hover:underline',
  'admin-nav-link':
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-stone-900',
  'admin-toast':
    'flex items-start gap-3 rounded-lg border border-stone-200 border-l-4 bg-white p-4 shadow-lg data-[state=closed]:opacity-0 transition-opacity data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
}

/** Tables are written as plain markup in the pages; their look lives here once. */
export const adminPreflight = `
.admin-table{width:100%;border-collapse:collapse;font-size:.875rem}
.admin-table th,.admin-table td{padding:.75rem 1rem;text-align:left;vertical-align:middle;border-bottom:1px solid #e7e5e4}
.admin-table thead th{font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:#57534e;background:#fafaf9}
.admin-table tbody th{font-weight:500}
.admin-table .text-right{text-align:right}
.admin-table tbody tr:last-child>*{border-bottom:0}
.admin-table tbody tr:hover{background:#fafaf9}`
