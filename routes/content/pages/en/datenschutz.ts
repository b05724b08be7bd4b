import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import { isStripeMethod, type PaymentMethod } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const STRIPE = 'Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Ireland'

const PROCESSING: Record<PaymentMethod, string> = {
  paypal: `**PayPal:** if you pay with PayPal, our payment service provider ${STRIPE}, takes you to PayPal; Stripe and PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg, receive the data needed for the payment (Art. 6(1)(b) GDPR).`,
  card: `**Credit card:** you enter your card details in the form of our payment service provider ${STRIPE}; they go straight to Stripe, and we never see your full card number. To prevent fraud Stripe also processes device and browser data (Art. 6(1)(b) and (f) GDPR); a transfer to Stripe, Inc. (USA) is possible (EU-US Data Privacy Framework).`,
  bank_transfer: '**Bank transfer:** we match your payment with your order number.',
}

/** Set only in the checkout, once card or PayPal is chosen (Stripe's form). */
const STRIPE_STORAGE = [
  [
    '__stripe_mid, __stripe_sid',
    'Cookie (Stripe)',
    'Fraud prevention for payments by credit card or PayPal; set only once you choose one of them at checkout.',
    '1 year / 30 minutes',
  ],
  [
    'Newsletter choice',
    'Session storage',
    'Remembers, while you pay at PayPal or your bank, whether you ordered the newsletter with your order.',
    'until you close the tab',
  ],
]

/** Payment processors, and Stripe's cookies, are named only where the visitor's shop takes their methods. */
/** Who receives the delivery data: the parcel carrier, or above the valuables limit of the visitor's shop the valuables transport. */
function shippingRecipients(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'en')
  return `**Shipping:** the parcel carrier – or, for ${limit ? `goods worth ${limit.valuables}` : 'valuable goods'}, the valuables transport – receives your name, delivery address and, for delivery, your phone number.`
}

const page = ({ payment, valuables }: ContentFacts): ContentDocument => ({
  title: 'Privacy policy',
  description: `How ${COMPANY.brand} processes your data: orders, customer account, contact form, newsletter, cookies, wishlist, videos and your rights under the GDPR.`,
  lead: 'We process personal data only where it is needed to run the shop, fulfil your order or answer your enquiry, or where you have consented. We use no advertising or tracking cookies.',
  updated: '2026-11-01',
  blocks: [
    { h2: '1. Controller' },
    {
      p: `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country.en}. Phone [${COMPANY.phone}](${COMPANY.phoneHref}), e-mail [${COMPANY.email}](mailto:${COMPANY.email}). Represented by the managing directors ${COMPANY.managingDirectors}.`,
    },
    { p: `For questions about data protection, write to [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).` },
    { h2: '2. Visiting the website' },
    {
      p: 'When you open our pages, our servers and our hosting provider process technically necessary data: IP address, date and time, the page requested, browser and operating system, and the country the request comes from. We use these data to deliver the website, show you the right country shop and fend off attacks (Art. 6(1)(f) GDPR). We delete server logs after 14 days at the latest.',
    },
    {
      p: 'The website is delivered through the network of Cloudflare, Inc. (USA). Cloudflare is certified under the EU-US Data Privacy Framework; we have also agreed standard contractual clauses. Our shop system and its database run in data centres in the European Union.',
    },
    { h2: '3. Cookies and browser storage' },
    {
      p: 'We use only technically necessary cookies and browser storage (§ 25(2) TDDDG). No consent is needed for them; you can still delete them in your browser at any time.',
    },
    {
      table: {
        caption: 'Cookies and browser storage of this shop',
        head: ['Name', 'Type', 'Purpose', 'Lifetime'],
        rows: [
          ['cart_id', 'Cookie', 'Links your cart to you.', '90 days'],
          ['country_code', 'Cookie', 'Remembers your delivery country for the right country shop.', '1 year'],
          ['locale', 'Cookie', 'Remembers your language (German or English) for redirects.', '365 days'],
          ['Sign-in cookie', 'Cookie', 'Keeps you signed in to your customer account.', 'until you sign out'],
          ['wishlist', 'Local storage', 'Your wishlist (favourites). It stays on your device and is not sent to us.', 'until you delete it'],
          ['groupedsearch', 'Local storage', 'How search results are displayed.', 'until you delete it'],
          ['Checkout country', 'Session storage', 'Remembers the country of your checkout for the order confirmation.', 'until you close the tab'],
          ...(payment.some(isStripeMethod) ? STRIPE_STORAGE : []),
        ],
      },
    },
    { h2: '4. Orders and customer account' },
    {
      p: 'For your order we process your name, address, e-mail address, phone number, order and payment data (Art. 6(1)(b) GDPR). If you create a customer account, we also store your password (encrypted), your addresses and your order history until you ask us to delete the account. We keep invoices and accounting records for ten years as required by commercial and tax law (Art. 6(1)(c) GDPR).',
    },
    { h2: '5. Payment and shipping' },
    {
      ul: [...payment.map((method) => PROCESSING[method]), shippingRecipients(valuables)],
    },
    { h2: '6. Contact form and e-mail' },
    {
      p: 'When you write to us through the contact form, we store your name, e-mail address, optionally your phone number and subject or order number, and your message in order to answer your enquiry (Art. 6(1)(b) or (f) GDPR). To protect against abuse and automated mass messages, we also store the IP address the message was sent from and limit the number of messages per e-mail address and IP address (Art. 6(1)(f) GDPR). We delete the IP address automatically after 30 days, and your message once the enquiry is settled and no retention duties apply, after two years at the latest.',
    },
    { h2: '7. Newsletter' },
    {
      p: 'For the newsletter we need your e-mail address and your consent (Art. 6(1)(a) GDPR). We also store the language, country, time and IP address of your sign-up to be able to prove your consent, and a random key for confirmation and unsubscribing. After you sign up we send you an e-mail with a confirmation link (double opt-in); only once you open it do you receive the newsletter. If you do not confirm within 30 days, we delete the sign-up. Every newsletter contains an unsubscribe link; you can unsubscribe at any time without giving reasons. After you unsubscribe we keep the address only as proof that you no longer wish to receive advertising.',
    },
    { h2: '8. Product videos (YouTube)' },
    {
      p: 'Our product videos are hosted on YouTube. Until you start a video, the YouTube player is not loaded; as a preview we show the product photo from our own server (only where a product has no photo does the preview come from YouTube’s image server i.ytimg.com). Only when you click “Play” do we load the player in the privacy-enhanced mode of youtube-nocookie.com. Google Ireland Limited (Gordon House, Barrow Street, Dublin 4, Ireland) then receives your IP address and technical data; a transfer to the USA is possible (EU-US Data Privacy Framework). The legal basis is your consent given by the click (Art. 6(1)(a) GDPR, § 25(1) TDDDG).',
    },
    { h2: '9. Your rights' },
    {
      ul: [
        'Access to the data we hold about you (Art. 15 GDPR)',
        'Rectification of inaccurate data (Art. 16 GDPR)',
        'Erasure (Art. 17 GDPR) and restriction of processing (Art. 18 GDPR)',
        'Data portability (Art. 20 GDPR)',
        'Objection to processing based on legitimate interests (Art. 21 GDPR)',
        'Withdrawal of consent with effect for the future (Art. 7(3) GDPR)',
        'Complaint to a data protection supervisory authority (Art. 77 GDPR), for example the State Commissioner for Data Protection and Freedom of Information of Baden-Württemberg',
      ],
    },
    { p: `Just write to us at [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).` },
    { h2: '10. Security' },
    { p: 'All pages are transmitted encrypted over HTTPS. Only staff who need access to your data for their work can see it.' },
  ],
})

export default page
