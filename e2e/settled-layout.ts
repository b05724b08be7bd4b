import type { Page } from 'playwright-core'

/**
 * Runs `measure` on the layout a shopper looks at once things have come to rest:
 * - with the whole stylesheet applied: a shop page starts it after its largest picture and marks `data-styled` on
 *   <html> once it has loaded; until then the sections below the fold are laid out by the first paint's rules only;
 * - after every running animation and transition that ends (a drawer sliding in is not yet where it stays);
 * - with every `content-visibility: auto` section rendered: the browser lays such a section out with a stand-in
 *   height while it is off-screen, so everything after it would be measured where it is not (the home page's
 *   newsletter inside a product grid); a shopper who scrolls there sees it laid out for real. Two frames pass before
 *   measuring: only then has Chromium restyled what such a section holds.
 */
export async function measureSettled<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  await page.waitForFunction(() => !document.querySelector('script[data-entry]') || document.documentElement.hasAttribute('data-styled'))
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue
      element.dataset.measuredVisible = element.style.contentVisibility
      element.style.contentVisibility = 'visible'
    }
    // Chromium restyles what a skipped section holds only in its next frames, not in a forced style recalculation:
    // measured at once, the section keeps the styles of before the whole stylesheet (seen with reduced motion, where
    // no animation asks for frames); a shopper scrolling there gets those frames
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  try {
    return await measure()
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-measured-visible]')) {
        element.style.contentVisibility = element.dataset.measuredVisible ?? ''
        delete element.dataset.measuredVisible
      }
    })
  }
}
