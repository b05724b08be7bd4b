import type { Translate } from '../../i18n'

/** 'alle Ringe ansehen', but 'alle ansehen' for names ending in 'schmuck' ('alle Perlenschmuck ansehen' reads wrong). */
export function viewAllLabel(t: Translate, name: string): string {
  return /schmuck$/i.test(name.trim()) ? t('nav.viewAll') : t('nav.viewAllOf', { name })
}
