import type { MessageKey } from '../../i18n'
import type { PaymentMethod } from '../lib/payment-methods'

type FooterLink = { label: MessageKey; to: string }

/** The footer's links; content slugs are German in both languages. */
export const FOOTER_COLUMNS: { title: MessageKey; links: FooterLink[] }[] = [
  {
    title: 'footer.columns.jewellery',
    links: [
      { label: 'footer.links.customJewelry', to: '/content/schmuck-nach-mass' },
      { label: 'footer.links.giftGuide', to: '/content/schmuck-verschenken' },
      { label: 'footer.links.ringSizes', to: '/content/ringgroessen' },
      { label: 'footer.links.pearlInfo', to: '/content/perleninfo' },
      { label: 'footer.links.diamondInfo', to: '/content/diamanteninfo' },
      { label: 'footer.links.videos', to: '/videos' },
    ],
  },
  {
    title: 'footer.columns.service',
    links: [
      { label: 'footer.links.aboutUs', to: '/content/ueber-uns' },
      { label: 'footer.links.contact', to: '/contact' },
      { label: 'footer.links.paymentShipping', to: '/content/zahlung-und-versand' },
      { label: 'footer.links.internationalCustomers', to: '/content/international-customers' },
    ],
  },
  {
    title: 'footer.columns.legal',
    links: [
      { label: 'footer.links.legalNotice', to: '/content/impressum' },
      { label: 'footer.links.revocation', to: '/content/widerrufsrecht' },
      { label: 'footer.links.privacy', to: '/content/datenschutz' },
      { label: 'footer.links.terms', to: '/content/agb' },
    ],
  },
  {
    title: 'footer.columns.account',
    links: [
      { label: 'footer.links.account', to: '/account' },
      { label: 'footer.links.orders', to: '/account/orders' },
      { label: 'footer.links.wishlist', to: '/wishlist' },
    ],
  },
]

/** The shop's profiles; external, so they open in a new tab (the label says so for screen readers). */
export const SOCIAL_LINKS: { label: MessageKey; href: string; icon: string }[] = [
  { label: 'footer.social.instagram', href: 'https://www.instagram.com/', icon: 'i-ph-instagram-logo' },
  { label: 'footer.social.facebook', href: 'https://www.facebook.com/', icon: 'i-ph-facebook-logo' },
  { label: 'footer.social.youtube', href: 'https://www.youtube.com/', icon: 'i-ph-youtube-logo' },
]

/** The shop's shipping statements, in short, after the country's shipping costs (footer.tsx). */
export const SHIPPING_STATEMENTS: { label: MessageKey; icon: string }[] = [
  { label: 'topbar.insured', icon: 'i-ph-shield-check' },
  { label: 'footer.shipping.carrier', icon: 'i-ph-package' },
  { label: 'footer.shipping.customs', icon: 'i-ph-globe-hemisphere-west' },
  { label: 'footer.shipping.withdrawal', icon: 'i-ph-arrow-u-up-left' },
]

/** How the footer shows each payment method; it shows those the country's shop takes (the layout's `payment`). */
export const PAYMENT_BADGES: Record<PaymentMethod, { label: MessageKey; icon: string }> = {
  bank_transfer: { label: 'footer.paymentMethods.bank_transfer', icon: 'i-ph-bank' },
  paypal: { label: 'footer.paymentMethods.paypal', icon: 'i-ph-paypal-logo' },
  card: { label: 'footer.paymentMethods.card', icon: 'i-ph-credit-card' },
}
