const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Page changes scroll to the top smoothly, unless the visitor asked for less motion. */
export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' })
}

/** Moves focus to the new page's content so keyboard and screen-reader users start there. */
export function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true })
}
