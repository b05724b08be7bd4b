import type { Page } from 'playwright-core'

/**
 * Taps a detail page's own action: a button on a wide screen; on a phone, where several fold into one "Actions"
 * menu, that menu's entry.
 */
export async function tapDetailAction(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /^(Aktionen|Actions)$/ })
  const button = page.getByRole('button', { name, exact: true })
  await menu.or(button).first().waitFor()
  if (await menu.isVisible()) {
    await menu.tap()
    return page.getByRole('menuitem', { name, exact: true }).tap()
  }
  return button.first().tap()
}
