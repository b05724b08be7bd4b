import { shippingCost } from '../../../layout/shipping-statement'
import type { PaymentMethod } from '../../../lib/payment-methods'
import { alternatives } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { initial, limitWords } from '../../valuables-words'

const NAMES: Record<PaymentMethod, string> = { bank_transfer: 'Überweisung', paypal: 'PayPal', card: 'Kreditkarte' }

const METHODS: Record<PaymentMethod, [term: string, definition: string]> = {
  bank_transfer: [
    'Überweisung (Vorkasse)',
    'Nach Ihrer Bestellung erhalten Sie unsere Bankverbindung und Ihre Bestellnummer als Verwendungszweck. Wir versenden, sobald der Betrag bei uns eingegangen ist – meist nach ein bis zwei Werktagen. Wir halten die Ware sieben Tage für Sie zurück.',
  ],
  paypal: [
    'PayPal',
    'Sie zahlen bequem über Ihr PayPal-Konto und werden dazu zu PayPal weitergeleitet. Der Betrag wird bei der Bestellung reserviert und erst beim Versand abgebucht.',
  ],
  card: [
    'Kreditkarte',
    'Wir akzeptieren Visa, Mastercard und American Express. Die Zahlung wird per 3-D Secure bestätigt und erst beim Versand belastet. Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister Stripe; wir sehen sie nie.',
  ],
}

/**
 * The payment methods named are exactly those the visitor's shop takes, the valuables limit the one its shipping applies,
 * the shipping costs within Germany those of its shipping options.
 */
const page = ({ payment, valuables, germanShipping }: ContentFacts): ContentDocument => {
  const limit = limitWords(valuables, 'de')
  const germany = shippingCost(germanShipping, 'de')
  return {
    title: 'Zahlung und Versand',
    description: `Bezahlen per ${alternatives(
      'de',
      payment.map((method) => NAMES[method]),
    )}. Versicherter Versand${!germany ? '' : germany.free ? ', innerhalb Deutschlands kostenlos' : `, innerhalb Deutschlands ab ${germany.from}`}; ${limit ? limit.valuables : 'wertvolle Sendungen'} per Werttransport.`,
    lead: 'Sicher bezahlen, versichert geliefert: So kommt Ihr Schmuck zu Ihnen.',
    blocks: [
      { h2: 'Zahlungsarten' },
      { dl: payment.map((method) => METHODS[method]) },
      { p: 'Alle Preise sind Endpreise in Euro inklusive der gesetzlichen Mehrwertsteuer. In Shops anderer Länder sehen Sie Preise in der dortigen Währung.' },
      { h2: 'Versand' },
      {
        ul: [
          ...(!germany
            ? []
            : [
                germany.free
                  ? '**Innerhalb Deutschlands versenden wir kostenlos.**'
                  : `**Innerhalb Deutschlands versenden wir ab ${germany.from}${germany.freeFrom ? `, ab ${germany.freeFrom} Warenwert kostenlos` : ''}.**`,
              ]),
          '**Jede Sendung ist versichert** – bis zur Übergabe an Sie tragen wir das Risiko.',
          ...(limit
            ? [
                `**${initial(limit.parcel)} Warenwert** versenden wir mit einem Paketdienst, diskret verpackt und nur gegen Unterschrift.`,
                `**${initial(limit.valuables)} Warenwert** liefert ein sicherer Werttransport; wir stimmen den Termin vorher mit Ihnen ab.`,
              ]
            : [
                '**Paketdienst:** diskret verpackt und nur gegen Unterschrift zugestellt.',
                '**Werttransport** für wertvolle Sendungen; wir stimmen den Termin vorher mit Ihnen ab. Welche Versandart Ihre Bestellung erhält, zeigt die Kasse.',
              ]),
        ],
      },
      {
        table: {
          caption: 'Lieferzeiten und Versandkosten',
          head: ['Lieferziel', 'Lieferzeit', 'Versandkosten'],
          rows: [
            ['Deutschland', '1–3 Werktage', !germany ? 'wird im Checkout angezeigt' : germany.free ? 'kostenlos' : `ab ${germany.from}`],
            ['Österreich, Luxemburg, übrige EU', '2–5 Werktage', 'wird im Checkout angezeigt'],
            ['Schweiz, Liechtenstein', '3–6 Werktage', 'wird im Checkout angezeigt'],
            ['Übrige Länder', '4–10 Werktage', 'wird im Checkout angezeigt'],
          ],
        },
      },
      { p: 'Schmuck nach Maß, Gravuren und Größenänderungen fertigen wir individuell; die voraussichtliche Lieferzeit nennen wir Ihnen vor der Bestellung.' },
      { h2: 'Lieferungen außerhalb der EU' },
      {
        p: 'Bei Lieferungen in Länder außerhalb der Europäischen Union (z. B. Schweiz, Liechtenstein, Großbritannien, USA) können Zölle, Einfuhrumsatzsteuer und Gebühren anfallen. Diese trägt der Käufer; sie werden meist vom Zustelldienst bei der Übergabe erhoben. Die Rechnung liegt der Sendung für die Zollabfertigung bei. Mehr dazu für [internationale Kunden](/content/international-customers).',
      },
      { h2: 'Rückgabe' },
      { p: 'Sie haben ein 14-tägiges [Widerrufsrecht](/content/widerrufsrecht); die versicherte Rücksendung übernehmen wir für Sie.' },
    ],
  }
}

export default page
