import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import { shippingCost } from '../../../layout/shipping-statement'
import { alternatives, isStripeMethod, type PaymentMethod } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const NAMES: Record<PaymentMethod, string> = { bank_transfer: 'Überweisung (Vorkasse)', paypal: 'PayPal', card: 'Kreditkarte' }

/** § 4: exactly the payment methods the visitor's shop takes. */
function paymentTerms(payment: PaymentMethod[]): string {
  const stripe = payment.filter(isStripeMethod)
  return [
    `Sie können per ${alternatives(
      'de',
      payment.map((method) => NAMES[method]),
    )} bezahlen.`,
    payment.includes('bank_transfer') ? 'Bei Vorkasse ist der Kaufpreis innerhalb von sieben Tagen nach Vertragsschluss fällig.' : '',
    stripe.length
      ? `Zahlungen per ${alternatives(
          'de',
          stripe.map((method) => NAMES[method]),
        )} wickelt unser Zahlungsdienstleister Stripe ab; der Betrag wird mit der Bestellung autorisiert und mit dem Versand eingezogen.`
      : '',
    'Einzelheiten finden Sie unter [Zahlung und Versand](/content/zahlung-und-versand).',
  ]
    .filter(Boolean)
    .join(' ')
}

/** § 5: how goods travel, at the valuables limit the visitor's shop applies. */
function transportTerms(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'de')
  if (!limit) return 'Je nach Warenwert werden Waren per Paketdienst oder per Werttransport geliefert; welche Versandart gilt, zeigt der Bestellvorgang.'
  return `Waren ${limit.parcel} werden per Paketdienst, Waren ${limit.valuables} per Werttransport geliefert.`
}

const page = ({ payment, valuables, germanShipping }: ContentFacts): ContentDocument => ({
  title: 'Allgemeine Geschäftsbedingungen',
  description: `AGB von ${COMPANY.name} für Bestellungen im Onlineshop: Vertragsschluss, Preise, Zahlung, Lieferung, Eigentumsvorbehalt, Gewährleistung.`,
  updated: '2026-11-01',
  blocks: [
    { h2: '§ 1 Geltungsbereich' },
    {
      p: `Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucher und Unternehmer über unseren Onlineshop bei der ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city} (im Folgenden „wir“) aufgeben. Abweichende Bedingungen erkennen wir nicht an, es sei denn, wir stimmen ihnen ausdrücklich schriftlich zu.`,
    },
    { h2: '§ 2 Vertragsschluss' },
    {
      ol: [
        'Die Darstellung der Produkte im Onlineshop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung.',
        'Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Waren im Warenkorb ab. Vorher können Sie Ihre Angaben jederzeit prüfen und korrigieren.',
        'Den Eingang Ihrer Bestellung bestätigen wir per E-Mail. Der Kaufvertrag kommt zustande, wenn wir die Bestellung ausdrücklich annehmen oder die Ware versenden, spätestens jedoch mit der Zahlungsaufforderung bei Vorkasse.',
        'Der Vertragstext wird von uns gespeichert. Ihre Bestelldaten können Sie in Ihrem Kundenkonto einsehen; die AGB können Sie jederzeit auf dieser Seite abrufen. Vertragssprache ist Deutsch; im englischsprachigen Shop ist die englische Fassung eine Übersetzung.',
      ],
    },
    { h2: '§ 3 Preise und Versandkosten' },
    {
      p: `Alle Preise sind Endpreise inklusive der gesetzlichen Umsatzsteuer. ${shippingCost(germanShipping, 'de')?.free ? 'Innerhalb Deutschlands liefern wir versandkostenfrei; für andere Länder nennen wir die Versandkosten vor Abschluss der Bestellung.' : 'Die Versandkosten nennen wir vor Abschluss der Bestellung.'} Bei Lieferungen außerhalb der EU können Zölle, Steuern und Gebühren anfallen, die der Käufer trägt.`,
    },
    { h2: '§ 4 Zahlung' },
    {
      p: paymentTerms(payment),
    },
    { h2: '§ 5 Lieferung und Gefahrübergang' },
    {
      ul: [
        'Wir liefern an die von Ihnen angegebene Lieferadresse. Alle Sendungen sind versichert.',
        transportTerms(valuables),
        'Bei Verbrauchern geht die Gefahr des zufälligen Untergangs erst mit der Übergabe der Ware auf Sie über.',
        'Ist ein Artikel unerwartet nicht verfügbar, informieren wir Sie unverzüglich und erstatten bereits geleistete Zahlungen sofort.',
      ],
    },
    { h2: '§ 6 Eigentumsvorbehalt' },
    { p: 'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.' },
    { h2: '§ 7 Widerrufsrecht' },
    {
      p: 'Verbrauchern steht ein 14-tägiges Widerrufsrecht zu. Einzelheiten, Ausnahmen (z. B. Schmuck nach Maß) und das Muster-Widerrufsformular finden Sie in unserer [Widerrufsbelehrung](/content/widerrufsrecht).',
    },
    { h2: '§ 8 Gewährleistung und Garantie' },
    {
      p: 'Es gilt das gesetzliche Mängelhaftungsrecht. Die Gewährleistungsfrist beträgt für Verbraucher zwei Jahre ab Lieferung. Natürliche Merkmale von Edelsteinen und Perlen (Einschlüsse, Farbnuancen) sowie normale Gebrauchsspuren sind keine Mängel. Eine zusätzliche Herstellergarantie gilt nur, wenn sie beim Produkt ausdrücklich angegeben ist.',
    },
    { h2: '§ 9 Haftung' },
    {
      p: 'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit und nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.',
    },
    { h2: '§ 10 Streitbeilegung und anwendbares Recht' },
    {
      p: 'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Für Verbraucher gilt diese Rechtswahl nur, soweit ihnen dadurch nicht der Schutz zwingender Vorschriften ihres Aufenthaltsstaates entzogen wird. Wir nehmen nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil.',
    },
  ],
})

export default page
