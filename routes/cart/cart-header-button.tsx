import { useT } from '../../i18n'
import { Link } from '../lib/link'

/**
 * The cart in the header: a plain link to the cart page, which also works before the client has
 * loaded. The cart issue replaces it with a count badge and a dropdown.
 */
export function CartHeaderButton() {
  const t = useT()
  return (
    <Link to="/cart" className="icon-button hidden xs:inline-flex" aria-label={t('header.cart')}>
      <span className="i-ph-handbag text-[1.35rem]" aria-hidden="true" />
    </Link>
  )
}
