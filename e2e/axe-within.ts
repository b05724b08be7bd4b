import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe's serious and critical findings inside the element `selector` names (an open drawer or panel). */
export async function axeProblemsWithin(page: Page, selector: string): Promise<string[]> {
  // evaluated through the debugging protocol: an added <script> tag would be refused by the shop's CSP
  await page.evaluate(axeSource)
  return page.evaluate(async (context) => {
    type Result = { violations: { id: string; impact: string | null }[] }
    const { axe } = window as unknown as { axe: { run: (context: unknown) => Promise<Result> } }
    const result = await axe.run(context)
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
  }, selector)
}
