import { useState } from 'react'
import type { RenderContext } from '../../../engine/resource'
import { useT } from '../../../i18n'
import { dateTime } from '../../../ui/format'
import { type ApiKey, isPublishable, isRevoked } from './api-key'
import { useShopKey } from './api-key-actions'

/** Active, or revoked on a date, in words. */
export const statusOf = (key: ApiKey, { t, locale }: RenderContext) =>
  isRevoked(key) ? t('apiKeys.revokedAt', { date: dateTime(key.revoked_at, locale) }) : t('apiKeys.active')

/** A key's status, with a mark on the key the shop itself sends (revoking it stops the shop). */
export function KeyStatus({ apiKey, context }: { apiKey: ApiKey; context: RenderContext }) {
  const t = useT()
  const shop = useShopKey()
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {statusOf(apiKey, context)}
      {apiKey.id === shop.data?.id && (
        <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-stone-900 ring-1 ring-inset ring-primary-300" data-shop-key>
          {t('apiKeys.shopKey')}
        </span>
      )}
    </span>
  )
}

/** Who sends a key: "the shop itself" for the shop's own publishable key. */
export function ShopKeyMark({ apiKey }: { apiKey: ApiKey }) {
  const t = useT()
  const shop = useShopKey()
  if (!isPublishable(apiKey)) return t('apiKeys.usedByPrograms')
  if (shop.isPending) return '…'
  return apiKey.id === shop.data?.id ? (
    <strong className="text-stone-900" data-shop-key>
      {t('apiKeys.usedByShop')}
    </strong>
  ) : (
    t('apiKeys.usedByOthers')
  )
}

/** A publishable key in full, to copy into an app; a secret key only by its ends (Medusa showed it once). */
export function KeyToken({ apiKey }: { apiKey: ApiKey }) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  if (!isPublishable(apiKey)) return <span className="font-mono text-xs">{apiKey.redacted}</span>
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 break-all font-mono text-xs">{apiKey.token}</span>
      <button
        type="button"
        className="admin-btn-secondary px-2 py-1 text-xs"
        onClick={() =>
          void navigator.clipboard?.writeText(apiKey.token).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        <span aria-hidden="true" className={copied ? 'i-ph-check' : 'i-ph-copy'} />
        {t(copied ? 'engine.copied' : 'engine.copy')}
      </button>
    </span>
  )
}
