import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import { alternatives, type PaymentMethod } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const NAMES: Record<PaymentMethod, string> = { bank_transfer: 'bank transfer', paypal: 'PayPal', card: 'credit card' }

/** How goods travel, at the valuables limit the visitor's shop applies. */
function transport(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'en')
  if (!limit) return 'Depending on their value, goods travel with a parcel carrier or by secure valuables transport; the checkout shows which your order gets.'
  return `Goods worth ${limit.parcel} travel with a parcel carrier, goods worth ${limit.valuables} by secure valuables transport.`
}

/** The payment methods named are exactly those the visitor's shop takes, the valuables limit the one its shipping applies. */
const page = ({ payment, valuables }: ContentFacts): ContentDocument => ({
  title: 'International customers',
  description: 'Order jewellery from Juwelier Aurelia worldwide: choosing your country, currencies, insured shipping, and customs and taxes outside the EU.',
  lead: `We ship our jewellery from ${COMPANY.city}, Germany, to many countries around the world – insured and carefully packed.`,
  blocks: [
    { h2: 'Your country shop' },
    {
      p: 'Choose your country under “Deliver to:” at the top of the page. You then see prices in your country’s currency and the matching shipping options. The shop speaks German in Germany, Austria, Switzerland, Luxembourg and Liechtenstein, and English in every other country.',
    },
    { h2: 'Shipping abroad' },
    {
      ul: [
        'Every shipment is insured and delivered only against signature.',
        transport(valuables),
        'You see the shipping costs and delivery time at checkout, before you order.',
      ],
    },
    { h2: 'Customs, taxes and fees' },
    {
      p: 'No customs duties apply within the EU. Deliveries outside the EU may incur customs duties, import VAT and carrier fees, which are paid by the buyer. The amounts depend on the rules of your country – your customs authority can tell you in advance.',
    },
    { h2: 'Payment' },
    {
      p: `From abroad, too, you pay by ${alternatives(
        'en',
        payment.map((method) => NAMES[method]),
      )}. See [payment and shipping](/content/zahlung-und-versand) for details.`,
    },
    { h2: 'Withdrawal and returns' },
    {
      p: 'The 14-day [right of withdrawal](/content/widerrufsrecht) also applies to orders from abroad. Please agree returns from outside the EU with us first so that the goods come back without new customs charges.',
    },
    { p: `Questions? Write to us through the [contact form](/contact) or at [${COMPANY.email}](mailto:${COMPANY.email}) – we answer in English and German.` },
  ],
})

export default page
