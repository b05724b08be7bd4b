import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import { shippingCost } from '../../../layout/shipping-statement'
import { alternatives, isStripeMethod, type PaymentMethod } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const NAMES: Record<PaymentMethod, string> = { bank_transfer: 'bank transfer (prepayment)', paypal: 'PayPal', card: 'credit card' }

/** § 4: exactly the payment methods the visitor's shop takes. */
function paymentTerms(payment: PaymentMethod[]): string {
  const stripe = payment.filter(isStripeMethod)
  return [
    `You can pay by ${alternatives(
      'en',
      payment.map((method) => NAMES[method]),
    )}.`,
    payment.includes('bank_transfer') ? 'For prepayment the purchase price is due within seven days of the contract.' : '',
    stripe.length
      ? `Payments by ${alternatives(
          'en',
          stripe.map((method) => NAMES[method]),
        )} are processed by our payment service provider Stripe; the amount is authorised with the order and collected when we ship.`
      : '',
    'See [payment and shipping](/content/zahlung-und-versand) for details.',
  ]
    .filter(Boolean)
    .join(' ')
}

/** § 5: how goods travel, at the valuables limit the visitor's shop applies. */
function transportTerms(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'en')
  if (!limit) return 'Depending on their value, goods travel by parcel carrier or by secure valuables transport; the ordering process shows which applies.'
  return `Goods worth ${limit.parcel} travel by parcel carrier, goods worth ${limit.valuables} by secure valuables transport.`
}

const page = ({ payment, valuables, germanShipping }: ContentFacts): ContentDocument => ({
  title: 'Terms and conditions',
  description: `Terms and conditions of ${COMPANY.name} for orders in the online shop: contract, prices, payment, delivery, retention of title, warranty.`,
  lead: 'This English version is a translation for your convenience; the German version is legally binding.',
  updated: '2026-11-01',
  blocks: [
    { h2: '§ 1 Scope' },
    {
      p: `These terms and conditions apply to all orders placed by consumers and businesses in our online shop with ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country.en} (“we”). We do not accept deviating terms unless we expressly agree to them in writing.`,
    },
    { h2: '§ 2 Conclusion of the contract' },
    {
      ol: [
        'The presentation of products in the online shop is not a legally binding offer but an invitation to order.',
        'By clicking “Buy now” you make a binding offer to buy the goods in your cart. Before that you can review and correct your details at any time.',
        'We confirm receipt of your order by e-mail. The contract is concluded when we expressly accept the order or ship the goods, at the latest with our request for payment for prepayment.',
        'We store the text of the contract. You can see your order data in your customer account and read these terms on this page at any time. The language of the contract is German.',
      ],
    },
    { h2: '§ 3 Prices and shipping costs' },
    {
      p: `All prices are final prices including statutory VAT. ${shippingCost(germanShipping, 'en')?.free ? 'Shipping within Germany is free; for other countries we show the shipping costs before you complete your order.' : 'We show the shipping costs before you complete your order.'} Deliveries outside the EU may incur customs duties, taxes and fees, which are paid by the buyer.`,
    },
    { h2: '§ 4 Payment' },
    {
      p: paymentTerms(payment),
    },
    { h2: '§ 5 Delivery and transfer of risk' },
    {
      ul: [
        'We deliver to the delivery address you give us. All shipments are insured.',
        transportTerms(valuables),
        'For consumers, the risk of accidental loss passes only when the goods are handed over to you.',
        'If an item is unexpectedly unavailable, we inform you without delay and refund any payment immediately.',
      ],
    },
    { h2: '§ 6 Retention of title' },
    { p: 'The goods remain our property until paid in full.' },
    { h2: '§ 7 Right of withdrawal' },
    {
      p: 'Consumers have a 14-day right of withdrawal. Details, exceptions (such as made-to-measure jewellery) and the model withdrawal form are in our [withdrawal policy](/content/widerrufsrecht).',
    },
    { h2: '§ 8 Warranty and guarantee' },
    {
      p: 'The statutory warranty rights apply. For consumers the warranty period is two years from delivery. Natural characteristics of gemstones and pearls (inclusions, colour nuances) and normal signs of wear are not defects. An additional manufacturer’s guarantee applies only where it is expressly stated for the product.',
    },
    { h2: '§ 9 Liability' },
    {
      p: 'We are liable without limitation for intent and gross negligence, for injury to life, body or health and under the Product Liability Act. For slightly negligent breaches of essential contractual obligations, liability is limited to the foreseeable damage typical for the contract.',
    },
    { h2: '§ 10 Dispute resolution and applicable law' },
    {
      p: 'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers this choice of law applies only insofar as it does not deprive them of the protection of mandatory provisions of the country where they live. We do not take part in dispute resolution proceedings before a consumer arbitration board.',
    },
  ],
})

export default page
