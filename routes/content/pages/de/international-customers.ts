import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import { alternatives, type PaymentMethod } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { initial, limitWords } from '../../valuables-words'

const NAMES: Record<PaymentMethod, string> = { bank_transfer: 'Überweisung', paypal: 'PayPal', card: 'Kreditkarte' }

/** How goods travel, at the valuables limit the visitor's shop applies. */
function transport(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'de')
  if (!limit) return 'Je nach Warenwert liefert ein Paketdienst oder ein sicherer Werttransport; welche Versandart Ihre Bestellung erhält, zeigt die Kasse.'
  return `${initial(limit.parcel)} Warenwert liefert ein Paketdienst, ${limit.valuables} ein sicherer Werttransport.`
}

/** The payment methods named are exactly those the visitor's shop takes, the valuables limit the one its shipping applies. */
const page = ({ payment, valuables }: ContentFacts): ContentDocument => ({
  title: 'Internationale Kunden',
  description: 'Schmuck von Juwelier Aurelia weltweit bestellen: Länderauswahl, Währungen, versicherter Versand, Zölle und Steuern außerhalb der EU.',
  lead: `Wir liefern unseren Schmuck aus ${COMPANY.city} in viele Länder der Welt – versichert und sorgfältig verpackt.`,
  blocks: [
    { h2: 'Ihr Länder-Shop' },
    {
      p: 'Wählen Sie oben auf der Seite unter „Lieferung nach:“ Ihr Land. Sie sehen dann die Preise in der Währung Ihres Landes und die passenden Versandoptionen. In Deutschland, Österreich, der Schweiz, Luxemburg und Liechtenstein ist der Shop deutschsprachig, in allen anderen Ländern englisch.',
    },
    { h2: 'Versand ins Ausland' },
    {
      ul: [
        'Jede Sendung ist versichert und wird nur gegen Unterschrift zugestellt.',
        transport(valuables),
        'Versandkosten und Lieferzeit sehen Sie im Checkout, bevor Sie bestellen.',
      ],
    },
    { h2: 'Zölle, Steuern und Gebühren' },
    {
      p: 'Innerhalb der EU fallen keine Zölle an. Bei Lieferungen außerhalb der EU können Zölle, Einfuhrumsatzsteuer und Gebühren der Zustelldienste anfallen; diese trägt der Käufer. Die Höhe hängt von den Bestimmungen Ihres Landes ab – Ihre Zollbehörde gibt Ihnen vorab Auskunft.',
    },
    { h2: 'Bezahlen' },
    {
      p: `Auch aus dem Ausland bezahlen Sie per ${alternatives(
        'de',
        payment.map((method) => NAMES[method]),
      )}. Einzelheiten finden Sie unter [Zahlung und Versand](/content/zahlung-und-versand).`,
    },
    { h2: 'Widerruf und Rücksendung' },
    {
      p: 'Das 14-tägige [Widerrufsrecht](/content/widerrufsrecht) gilt auch für Bestellungen aus dem Ausland. Bitte sprechen Sie Rücksendungen aus Nicht-EU-Ländern vorher mit uns ab, damit die Ware ohne erneute Zollgebühren zurückkommt.',
    },
    {
      p: `Fragen? Schreiben Sie uns über das [Kontaktformular](/contact) oder an [${COMPANY.email}](mailto:${COMPANY.email}) – wir antworten auf Deutsch und Englisch.`,
    },
  ],
})

export default page
