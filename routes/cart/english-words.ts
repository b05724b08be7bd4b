import { useEffect, useState } from 'react'
import { usePage } from '../lib/page-context'

const loads = new Map<string, Promise<unknown>>()

/** One load per tab; a failed one is tried again by the next page that asks. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = loads.get(key) as Promise<T> | undefined
  if (!promise) {
    promise = load()
    loads.set(key, promise)
    promise.catch(() => loads.delete(key))
  }
  return promise
}

/**
 * The back end's English words for texts Medusa keeps in German on carts and orders (shipping method names,
 * variant titles), loaded once per tab and only by English pages. `undefined` while they load (an English page
 * shows nothing rather than German meanwhile), `null` on German pages or when they could not be loaded (then the
 * German text is shown).
 */
export function useEnglishWords<T>(key: string, load: () => Promise<T>): T | null | undefined {
  const { locale } = usePage()
  const [words, setWords] = useState<T | null | undefined>(locale === 'de' ? null : undefined)
  useEffect(() => {
    if (locale === 'de') return setWords(null)
    let live = true
    once(key, load)
      .then((loaded) => live && setWords(loaded))
      .catch((error) => {
        console.warn(`${key} unavailable`, error)
        if (live) setWords(null)
      })
    return () => {
      live = false
    }
  }, [key, load, locale])
  return words
}
