import { shippingCost } from '../../../layout/shipping-statement'
import type { PaymentMethod } from '../../../lib/payment-methods'
import { alternatives } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const NAMES: Record<PaymentMethod, string> = { bank_transfer: 'bank transfer', paypal: 'PayPal', card: 'credit card' }

const METHODS: Record<PaymentMethod, [term: string, definition: string]> = {
  bank_transfer: [
    'Bank transfer (prepayment)',
    'After your order you receive our bank details with your order number as the payment reference. We ship as soon as the amount has arrived – usually after one or two working days. We reserve the goods for you for seven days.',
  ],
  paypal: [
    'PayPal',
    'Pay conveniently with your PayPal account; you are redirected to PayPal to confirm. The amount is reserved when you order and collected only when we ship.',
  ],
  card: [
    'Credit card',
    'We accept Visa, Mastercard and American Express. The payment is confirmed with 3-D Secure and charged only when we ship. Your card details go straight to our payment service provider Stripe; we never see them.',
  ],
}

/**
 * The payment methods named are exactly those the visitor's shop takes, the valuables limit the one its shipping applies,
 * the shipping costs within Germany those of its shipping options.
 */
const page = ({ payment, valuables, germanShipping }: ContentFacts): ContentDocument => {
  const limit = limitWords(valuables, 'en')
  const germany = shippingCost(germanShipping, 'en')
  return {
    title: 'Payment and shipping',
    description: `Pay by ${alternatives(
      'en',
      payment.map((method) => NAMES[method]),
    )}. Insured shipping${!germany ? '' : germany.free ? ', free within Germany' : `, within Germany from ${germany.from}`}; ${limit ? `goods worth ${limit.valuables}` : 'valuable goods'} travel by secure valuables transport.`,
    lead: 'Safe payment, insured delivery: this is how your jewellery reaches you.',
    blocks: [
      { h2: 'Payment methods' },
      { dl: payment.map((method) => METHODS[method]) },
      { p: 'All prices are final prices including statutory VAT. In the shops of other countries you see prices in the local currency.' },
      { h2: 'Shipping' },
      {
        ul: [
          ...(!germany
            ? []
            : [
                germany.free
                  ? '**Shipping within Germany is free.**'
                  : `**Shipping within Germany costs from ${germany.from}${germany.freeFrom ? `, and is free on orders from ${germany.freeFrom}` : ''}.**`,
              ]),
          '**Every shipment is insured** – we carry the risk until the parcel is in your hands.',
          ...(limit
            ? [
                `**Goods worth ${limit.parcel}** travel with a parcel carrier, discreetly packed and only against signature.`,
                `**Goods worth ${limit.valuables}** are delivered by a secure valuables transport; we agree the date with you beforehand.`,
              ]
            : [
                '**Parcel carrier:** discreetly packed and delivered only against signature.',
                '**Valuables transport** for valuable goods; we agree the date with you beforehand. The checkout shows which way your order travels.',
              ]),
        ],
      },
      {
        table: {
          caption: 'Delivery times and shipping costs',
          head: ['Destination', 'Delivery time', 'Shipping costs'],
          rows: [
            ['Germany', '1–3 working days', !germany ? 'shown at checkout' : germany.free ? 'free' : `from ${germany.from}`],
            ['Austria, Luxembourg, rest of the EU', '2–5 working days', 'shown at checkout'],
            ['Switzerland, Liechtenstein', '3–6 working days', 'shown at checkout'],
            ['Other countries', '4–10 working days', 'shown at checkout'],
          ],
        },
      },
      { p: 'Made-to-measure jewellery, engravings and resizing are made individually; we tell you the expected delivery time before you order.' },
      { h2: 'Deliveries outside the EU' },
      {
        p: 'Deliveries to countries outside the European Union (for example Switzerland, Liechtenstein, the United Kingdom or the USA) may incur customs duties, import taxes and fees. These are paid by the buyer and are usually collected by the carrier on delivery. The invoice travels with the parcel for customs clearance. More for [international customers](/content/international-customers).',
      },
      { h2: 'Returns' },
      { p: 'You have a 14-day [right of withdrawal](/content/widerrufsrecht); we take care of the insured return shipment.' },
    ],
  }
}

export default page
