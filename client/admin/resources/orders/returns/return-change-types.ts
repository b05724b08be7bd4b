import type { Translate } from '../../../i18n'

/** A return's order changes in words for the timeline ("return request", "return receipt"); other kinds as Medusa names them. */
export function changeTypeText(t: Translate, type: string | null | undefined): string {
  if (type === 'return_request') return t('returns.changeTypes.request')
  if (type === 'return_receive') return t('returns.changeTypes.receive')
  return type ?? ''
}
