import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { measureSettled } from './settled-layout'

/** What a finger (or a shaky mouse) hits: every kind of control the shop has. */
const TARGETS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], label'

/** WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum): 24 × 24 CSS pixels, or that much room. */
const MINIMUM_TARGET = 24
/** A primary action (add to cart, checkout, place order, sign in) is at least this high: a thumb's width. */
const PRIMARY_TARGET = 44

/**
 * The page's tap targets that break WCAG 2.5.8, measured in the page:
 * - a target smaller than 24 × 24 px passes only by its spacing: a 24 px circle centred on it must not intersect
 *   another target nor the circle of another undersized target;
 * - a link inside a sentence is exempt (the criterion's "inline" exception: its size is set by the line of text
 *   around it);
 * - a checkbox's or radio's own label is a target too (a tap on it toggles the control), but never the neighbour
 *   that makes its control's spacing fail: hitting it does what hitting the control does;
 * - the elements of `primary` (selectors; at least one must be visible) must also be at least 44 px high;
 * - the elements of `sized` must be 24 × 24 px themselves, spacing or not (controls that were too small to hit
 *   although their spacing passed: the footer's links, the cart's "Entfernen", the checkout's "Ändern").
 * Hidden controls (none, invisible, a box of a pixel or less such as `sr-only` inputs inside their label) are no targets.
 * Measured where the page is scrolled to: at the top, the sticky header stands where it belongs.
 */
export async function tapTargetProblems(page: Page, { primary = [], sized = [] }: TapTargetRules = {}): Promise<string[]> {
  const rules = { selector: TARGETS, minimum: MINIMUM_TARGET, primaryHeight: PRIMARY_TARGET, primarySelectors: primary, sizedSelectors: sized }
  return measureSettled(page, () => page.evaluate(problemsInPage, rules))
}

/**
 * What a failure is read with: whether the whole stylesheet had been applied (the layout below the fold depends on
 * it), and for each control a problem names by id, its box and the margins, display and content-visibility of it and
 * its three nearest ancestors (which rule did not hold).
 */
const stylingState = (page: Page, problems: string[]) =>
  page.evaluate(
    (ids) => {
      const root = document.documentElement
      const sheets = [...document.styleSheets].map((sheet) => `${sheet.href ?? 'inline'}:${sheet.cssRules.length}`)
      const layout = ids.map((id) => {
        const chain: string[] = []
        for (let element = document.getElementById(id) as Element | null, depth = 0; element && depth < 4; element = element.parentElement, depth++) {
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          chain.push(
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} y=${Math.round(box.top)}–${Math.round(box.bottom)} margin=${style.marginTop}/${style.marginBottom} display=${style.display} cv=${style.contentVisibility}`,
          )
        }
        return `#${id}: ${chain.join(' < ')}`
      })
      return `(page: styled=${root.hasAttribute('data-styled')} painted=${root.hasAttribute('data-painted')} sheets=${sheets.join(' ')}; ${layout.join('; ')})`
    },
    [...new Set(problems.flatMap((problem) => [...problem.matchAll(/<\w+#([\w-]+)/g)].map((match) => match[1]!)))],
  )

export type TapTargetRules = { primary?: string[]; sized?: string[] }

/** Fails on any tap target of the page that breaks WCAG 2.5.8 or the shop's own rules (`tapTargetProblems`). */
export async function expectTapTargets(page: Page, rules: TapTargetRules = {}, where = new URL(page.url()).pathname) {
  const problems = await tapTargetProblems(page, rules)
  // the problems in the message itself: a run's summary shows the message, not the compared array
  const detail = problems.length ? ` ${await stylingState(page, problems)}: ${problems.join('; ')}` : ''
  expect(problems, `${where}: tap targets${detail}`).toEqual([])
}

type InPage = { selector: string; minimum: number; primaryHeight: number; primarySelectors: string[]; sizedSelectors: string[] }

/** Runs in the page (Playwright sends its source): everything it uses is defined inside it. */
function problemsInPage({ selector, minimum, primaryHeight, primarySelectors, sizedSelectors }: InPage): string[] {
  type Target = { element: Element; box: DOMRect; cx: number; cy: number; small: boolean; label: string }
  const radius = minimum / 2
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).value ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    const id = element.id ? `#${element.id}` : ''
    const testId = element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''
    return `<${element.tagName.toLowerCase()}${id}${testId}> "${name}"`
  }
  const shown = (element: Element, box: DOMRect) => {
    if (box.width <= 1 || box.height <= 1) return false
    const style = getComputedStyle(element)
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false
    return !element.closest('[inert], [aria-hidden="true"]')
  }
  /** A link in running text: inline, in a block whose own text goes beyond the link's. */
  const inline = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
    let block = element.parentElement
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
    if (!block) return false
    const own = (element.textContent ?? '').trim()
    const around = (block.textContent ?? '').replace(own, '').replace(/[\s*·|,.:;()–-]/g, '')
    return around.length > 0
  }
  /** A label of a checkbox or radio: one target with its control. */
  const controlOf = (element: Element) => (element instanceof HTMLLabelElement ? element.control : null)
  const sameControl = (a: Element, b: Element) => controlOf(a) === b || controlOf(b) === a || a.contains(b) || b.contains(a)

  const targets: Target[] = []
  for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect()
    if (!shown(element, box) || inline(element)) continue
    // a label counts only for a checkbox or radio (the others are text above a field, not a target)
    if (element instanceof HTMLLabelElement) {
      const control = element.control
      if (!(control instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(control.type)) continue
    }
    const small = box.width < minimum - 0.01 || box.height < minimum - 0.01
    targets.push({ element, box, cx: box.left + box.width / 2, cy: box.top + box.height / 2, small, label: describe(element) })
  }

  const circleMeetsBox = (t: Target, box: DOMRect) => {
    const dx = Math.max(box.left - t.cx, 0, t.cx - box.right)
    const dy = Math.max(box.top - t.cy, 0, t.cy - box.bottom)
    return dx * dx + dy * dy < radius * radius
  }
  const problems: string[] = []
  for (const target of targets) {
    if (!target.small) continue
    const size = `${Math.round(target.box.width * 10) / 10} × ${Math.round(target.box.height * 10) / 10} px`
    const neighbour = targets.find(
      (other) =>
        other !== target &&
        !sameControl(target.element, other.element) &&
        (circleMeetsBox(target, other.box) || (other.small && Math.hypot(other.cx - target.cx, other.cy - target.cy) < minimum)),
    )
    if (neighbour) problems.push(`${target.label} is ${size} and its 24 px circle meets ${neighbour.label}`)
  }
  const visible = (rule: string) => [...document.querySelectorAll(rule)].filter((element) => shown(element, element.getBoundingClientRect()))
  for (const rule of primarySelectors) {
    const found = visible(rule)
    if (!found.length) problems.push(`no visible primary action ${rule}`)
    for (const element of found) {
      const height = element.getBoundingClientRect().height
      if (height < primaryHeight - 0.01) problems.push(`${describe(element)} (${rule}) is a primary action ${Math.round(height * 10) / 10} px high`)
    }
  }
  for (const rule of sizedSelectors) {
    for (const element of visible(rule)) {
      const box = element.getBoundingClientRect()
      if (box.width < minimum - 0.01 || box.height < minimum - 0.01)
        problems.push(`${describe(element)} (${rule}) is ${Math.round(box.width * 10) / 10} × ${Math.round(box.height * 10) / 10} px`)
    }
  }
  return problems
}
