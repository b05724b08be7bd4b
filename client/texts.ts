import { type Dictionary, translator } from '../i18n'
import type { TextPart } from '../i18n/parts'
import type { Locale } from '../rules/languages'

/**
 * One chunk per language and part (i18n/{locale}/{part}.json); the browser never needs the other language.
 * No page names the `stock` part (the cart actions fetch it themselves when the stock falls short), the `gallery`
 * part (the picture viewer fetches it when it opens), the `giftcard` part (the gift card's form fetches it) nor the `footer` part (it comes with the footer's code), nor the `promises` part (it comes with theirs).
 */
const PARTS = import.meta.glob<Partial<Dictionary>>(
  ['../i18n/*/*.json', '!../i18n/*/stock.json', '!../i18n/*/gallery.json', '!../i18n/*/giftcard.json', '!../i18n/*/footer.json', '!../i18n/*/promises.json'],
  {
    import: 'default',
  },
)

/**
 * The browser's translator: it starts with the parts the first page needs and learns the parts of later
 * pages before they render (`load`, awaited by the navigator alongside the page's chunk and data).
 */
export function createTexts(locale: Locale) {
  const t = translator(locale, {})
  const loading = new Map<TextPart, Promise<void>>()
  const load = (parts: readonly TextPart[]) =>
    Promise.all(
      parts.map((part) => {
        let done = loading.get(part)
        if (!done) {
          done = PARTS[`../i18n/${locale}/${part}.json`]!().then(t.add)
          // a failed chunk may be retried by the next navigation
          done.catch(() => loading.delete(part))
          loading.set(part, done)
        }
        return done
      }),
    ).then(() => undefined)
  return { t, load }
}
