import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { heartAtom, heartWantedAtom, type HeartProps } from '../lib/heart'

/**
 * Where a heart goes (product card, product page): empty on the server and until the heart's chunk has
 * arrived after hydration, so product pages keep their JavaScript budget.
 */
export function HeartSlot(props: HeartProps) {
  const Heart = useAtomValue(heartAtom)
  const want = useSetAtom(heartWantedAtom)
  useEffect(() => want(true), [want])
  return Heart ? <Heart {...props} /> : null
}
