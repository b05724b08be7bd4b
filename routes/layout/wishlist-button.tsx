import { useAtomValue } from 'jotai'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { useWishlistLoader, wishlistCountAtom } from '../wishlist/wishlist-state'

/**
 * The heart with a count badge, from md on and only when the wishlist has items. The list lives in the browser's
 * storage, so the server (and the first render) shows nothing: the header mounts this after hydration, a chunk of
 * its own, which loads the list and follows changes made in other tabs.
 */
export default function WishlistButton() {
  useWishlistLoader()
  const t = useT()
  const count = useAtomValue(wishlistCountAtom)
  if (count === 0) return null
  return (
    <Link to="/wishlist" className="icon-button relative hidden md:inline-flex" aria-label={t('header.wishlistCount', { count })}>
      <span className="i-ph-heart text-[1.35rem]" aria-hidden="true" />
      <span
        className="absolute -right-0.5 -top-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-primary-700 px-1 text-[0.65rem] font-semibold leading-none text-white ring-2 ring-white"
        aria-hidden="true"
        data-testid="wishlist-count"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  )
}
