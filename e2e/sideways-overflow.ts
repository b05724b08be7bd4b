import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { measureSettled } from './settled-layout'

export type Overflow = { viewport: number; scrollWidth: number; elements: string[] }

/**
 * What of the page reaches beyond the viewport's sides, measured in the page: the document's scroll width, and
 * every visible element whose box (cut to the ancestors that clip it) lies partly outside. Elements inside a
 * horizontal scroll container (`overflow-x: auto | scroll`, a row of tabs that is meant to be swiped) are
 * exempt, as are visually hidden ones (`sr-only`, the honeypot: a box of a pixel or less). Only the outermost
 * element of a sticking-out branch is named, with its classes and text, so the message points at the layout.
 */
export async function sidewaysOverflow(page: Page): Promise<Overflow> {
  const viewport = page.viewportSize()?.width
  if (!viewport) throw new Error('the page has no viewport size')
  return measureSettled(page, () => page.evaluate(overflowInPage, viewport))
}

/**
 * Fails when the page pans sideways or shows anything cut off at the viewport's sides (see `sidewaysOverflow`).
 * `where` names the page in the message.
 */
export async function expectNoSidewaysOverflow(page: Page, where = new URL(page.url()).pathname) {
  const overflow = await sidewaysOverflow(page)
  expect(overflow.elements, `${where}: elements beyond the ${overflow.viewport} px viewport`).toEqual([])
  expect(overflow.scrollWidth, `${where}: the document's scroll width`).toBeLessThanOrEqual(overflow.viewport)
}

/** Runs in the page (Playwright sends its source): everything it uses is defined inside it. */
function overflowInPage(width: number): Overflow {
  // half a pixel of rounding either way (sub-pixel layout)
  const SLACK = 0.5
  const sticksOut = new Set<Element>()
  const elements: string[] = []
  const describe = (element: Element, left: number, right: number) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : ''
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> ${Math.round(left)}…${Math.round(right)} px "${text}"`
  }
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element)
    if (style.visibility !== 'visible' || style.display === 'contents') continue
    const box = element.getBoundingClientRect()
    if (box.width <= 1 || box.height <= 1) continue
    let left = box.left
    let right = box.right
    let scrolls = false
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX
      if (overflowX === 'auto' || overflowX === 'scroll') {
        scrolls = true
        break
      }
      if (overflowX === 'hidden' || overflowX === 'clip') {
        const clip = parent.getBoundingClientRect()
        left = Math.max(left, clip.left)
        right = Math.min(right, clip.right)
      }
    }
    if (scrolls || right - left <= 1) continue
    if (left < -SLACK || right > width + SLACK) {
      sticksOut.add(element)
      if (!element.parentElement || !sticksOut.has(element.parentElement)) elements.push(describe(element, left, right))
    }
  }
  return { viewport: width, scrollWidth: document.scrollingElement?.scrollWidth ?? 0, elements }
}
