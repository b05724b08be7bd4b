import { type ComponentType, useEffect, useState } from 'react'
import { type Dictionary, type Translate, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import type { ProductDetail } from '../api-types'
import { usePage } from '../lib/page-context'

/** The `giftcard` part of the dictionaries: only the gift card's form shows it, so it comes with the form. */
const GIFT_CARD_TEXTS: Record<Locale, () => Promise<{ default: Partial<Dictionary> }>> = {
  de: () => import('../../i18n/de/giftcard.json'),
  en: () => import('../../i18n/en/giftcard.json'),
}

type Form = ComponentType<{ product: ProductDetail }>

/**
 * Where a gift card's page has its purchase form: the form and its texts are a chunk of their own, fetched once the
 * page runs in the browser (a gift card is bought with JavaScript, as every piece is put into the cart with it), so
 * no other product page carries them. `data-hydrated` tells journeys the form answers.
 */
export function GiftCardSlot({ product }: { product: ProductDetail }) {
  const t = useT()
  const { locale } = usePage()
  const [form, setForm] = useState<{ Form: Form } | null>(null)
  useEffect(() => {
    let live = true
    const learner = t as Translate & { add?: (texts: Partial<Dictionary>) => void }
    void Promise.all([import('./gift-card-purchase'), GIFT_CARD_TEXTS[locale]()]).then(([module, texts]) => {
      learner.add?.(texts.default)
      if (live) setForm({ Form: module.default })
    })
    return () => {
      live = false
    }
  }, [locale, t])
  return (
    <div data-purchase data-hydrated={Boolean(form)} className="min-h-96">
      {form && <form.Form product={product} />}
    </div>
  )
}
