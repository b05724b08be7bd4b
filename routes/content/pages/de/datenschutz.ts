import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import { isStripeMethod, type PaymentMethod } from '../../../lib/payment-methods'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const STRIPE = 'Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irland'

const PROCESSING: Record<PaymentMethod, string> = {
  paypal: `**PayPal:** Zahlen Sie mit PayPal, leiten wir Sie über unseren Zahlungsdienstleister ${STRIPE}, zu PayPal weiter; Stripe und PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, erhalten die für die Zahlung nötigen Daten (Art. 6 Abs. 1 lit. b DSGVO).`,
  card: `**Kreditkarte:** Ihre Kartendaten geben Sie in das Formular unseres Zahlungsdienstleisters ${STRIPE}, ein; sie gehen direkt an Stripe, wir sehen Ihre vollständige Kartennummer nie. Zur Betrugsprävention verarbeitet Stripe außerdem Geräte- und Browserdaten (Art. 6 Abs. 1 lit. b und f DSGVO); eine Übermittlung an Stripe, Inc. (USA) ist möglich (EU-US Data Privacy Framework).`,
  bank_transfer: '**Überweisung:** Wir gleichen Ihren Zahlungseingang mit der Bestellnummer ab.',
}

/** Set only in the checkout, once card or PayPal is chosen (Stripe's form). */
const STRIPE_STORAGE = [
  [
    '__stripe_mid, __stripe_sid',
    'Cookie (Stripe)',
    'Betrugsprävention bei Zahlungen per Kreditkarte oder PayPal; erst gesetzt, wenn Sie im Checkout eine dieser Zahlungsarten wählen.',
    '1 Jahr bzw. 30 Minuten',
  ],
  [
    'Newsletter-Wunsch',
    'Session Storage',
    'Merkt sich während der Zahlung bei PayPal oder Ihrer Bank, ob Sie mit der Bestellung den Newsletter bestellt haben.',
    'bis zum Schließen des Tabs',
  ],
]

/** Payment processors, and Stripe's cookies, are named only where the visitor's shop takes their methods. */
/** Who receives the delivery data: the parcel carrier, or above the valuables limit of the visitor's shop the valuables transport. */
function shippingRecipients(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'de')
  return `**Versand:** Name, Lieferadresse und – für die Zustellung – Telefonnummer erhält der Paketdienst bzw. bei ${limit ? `Waren ${limit.valuables}` : 'wertvollen Sendungen'} der Werttransporteur.`
}

const page = ({ payment, valuables }: ContentFacts): ContentDocument => ({
  title: 'Datenschutzerklärung',
  description: `Wie ${COMPANY.brand} Ihre Daten verarbeitet: Bestellung, Kundenkonto, Kontaktformular, Newsletter, Cookies, Merkliste, Videos und Ihre Rechte nach DSGVO.`,
  lead: 'Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb des Shops, Ihre Bestellung oder Ihre Anfrage nötig ist oder Sie eingewilligt haben. Werbe- und Tracking-Cookies setzen wir nicht ein.',
  updated: '2026-11-01',
  blocks: [
    { h2: '1. Verantwortlicher' },
    {
      p: `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country.de}. Telefon [${COMPANY.phone}](${COMPANY.phoneHref}), E-Mail [${COMPANY.email}](mailto:${COMPANY.email}). Vertreten durch die Geschäftsführer ${COMPANY.managingDirectors}.`,
    },
    { p: `Für Fragen zum Datenschutz erreichen Sie uns unter [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).` },
    { h2: '2. Aufruf der Website' },
    {
      p: 'Beim Aufruf unserer Seiten verarbeiten unsere Server und unser Hosting-Dienstleister technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browser und Betriebssystem sowie das Land, aus dem die Anfrage kommt. Wir nutzen diese Daten, um die Website auszuliefern, Ihnen den passenden Länder-Shop anzuzeigen und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Server-Protokolle löschen wir nach spätestens 14 Tagen.',
    },
    {
      p: 'Die Website wird über das Netzwerk von Cloudflare, Inc. (USA) ausgeliefert. Cloudflare ist nach dem EU-US Data Privacy Framework zertifiziert; zusätzlich haben wir Standardvertragsklauseln vereinbart. Unser Shopsystem und seine Datenbank betreiben wir in Rechenzentren in der Europäischen Union.',
    },
    { h2: '3. Cookies und Speicher im Browser' },
    {
      p: 'Wir verwenden ausschließlich technisch notwendige Cookies und Browser-Speicher (§ 25 Abs. 2 TDDDG). Eine Einwilligung ist dafür nicht nötig; Sie können sie in Ihrem Browser dennoch jederzeit löschen.',
    },
    {
      table: {
        caption: 'Cookies und Browser-Speicher dieses Shops',
        head: ['Name', 'Art', 'Zweck', 'Speicherdauer'],
        rows: [
          ['cart_id', 'Cookie', 'Ordnet Ihnen Ihren Warenkorb zu.', '90 Tage'],
          ['country_code', 'Cookie', 'Merkt sich das gewählte Lieferland für den passenden Länder-Shop.', '1 Jahr'],
          ['locale', 'Cookie', 'Merkt sich die Sprache (Deutsch oder Englisch) für die Weiterleitung.', '365 Tage'],
          ['Anmelde-Cookie', 'Cookie', 'Hält Sie nach der Anmeldung im Kundenkonto angemeldet.', 'bis zur Abmeldung'],
          ['wishlist', 'Local Storage', 'Ihre Merkliste (Favoriten). Sie bleibt auf Ihrem Gerät und wird nicht an uns übertragen.', 'bis Sie sie löschen'],
          ['groupedsearch', 'Local Storage', 'Darstellung der Suchergebnisse.', 'bis Sie sie löschen'],
          ['Checkout-Land', 'Session Storage', 'Merkt sich das Land des Bestellvorgangs für die Bestellbestätigung.', 'bis zum Schließen des Tabs'],
          ...(payment.some(isStripeMethod) ? STRIPE_STORAGE : []),
        ],
      },
    },
    { h2: '4. Bestellung und Kundenkonto' },
    {
      p: 'Für Ihre Bestellung verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer, Bestell- und Zahlungsdaten (Art. 6 Abs. 1 lit. b DSGVO). Legen Sie ein Kundenkonto an, speichern wir zusätzlich Ihr Passwort (verschlüsselt), Ihre Adressen und Ihre Bestellhistorie, bis Sie das Konto löschen lassen. Rechnungs- und Buchungsbelege bewahren wir nach Handels- und Steuerrecht zehn Jahre auf (Art. 6 Abs. 1 lit. c DSGVO).',
    },
    { h2: '5. Zahlung und Versand' },
    {
      ul: [...payment.map((method) => PROCESSING[method]), shippingRecipients(valuables)],
    },
    { h2: '6. Kontaktformular und E-Mail' },
    {
      p: 'Schreiben Sie uns über das Kontaktformular, speichern wir Ihren Namen, Ihre E-Mail-Adresse, optional Telefonnummer und Betreff oder Bestellnummer sowie Ihre Nachricht, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b bzw. f DSGVO). Zum Schutz vor Missbrauch und automatisierten Massenanfragen speichern wir zusätzlich die IP-Adresse, von der die Nachricht gesendet wurde, und begrenzen die Zahl der Nachrichten je E-Mail-Adresse und IP-Adresse (Art. 6 Abs. 1 lit. f DSGVO). Die IP-Adresse löschen wir automatisch nach 30 Tagen, Ihre Nachricht, sobald die Anfrage erledigt ist und keine Aufbewahrungspflichten bestehen, spätestens aber nach zwei Jahren.',
    },
    { h2: '7. Newsletter' },
    {
      p: 'Für den Newsletter brauchen wir Ihre E-Mail-Adresse und Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Wir speichern außerdem Sprache, Land, Zeitpunkt und IP-Adresse Ihrer Anmeldung, um die Einwilligung nachweisen zu können, sowie einen zufälligen Schlüssel für die Bestätigung und die Abmeldung. Nach der Anmeldung schicken wir Ihnen eine E-Mail mit einem Bestätigungslink (Double-Opt-in); erst wenn Sie ihn aufrufen, erhalten Sie den Newsletter. Bestätigen Sie nicht innerhalb von 30 Tagen, löschen wir die Anmeldung. Jeder Newsletter enthält einen Abmeldelink; die Abmeldung ist jederzeit ohne Angabe von Gründen möglich. Nach der Abmeldung speichern wir die Adresse nur noch als Nachweis, dass Sie keine Werbung mehr wünschen.',
    },
    { h2: '8. Produktvideos (YouTube)' },
    {
      p: 'Unsere Produktvideos sind bei YouTube gespeichert. Solange Sie ein Video nicht starten, wird der YouTube-Player nicht geladen; als Vorschaubild zeigen wir das Produktfoto von unserem Server (nur wenn ein Produkt kein Foto hat, kommt das Vorschaubild von YouTubes Bildserver i.ytimg.com). Erst wenn Sie auf „Abspielen“ klicken, laden wir den Player im erweiterten Datenschutzmodus von youtube-nocookie.com. Dabei erhält Google Ireland Limited (Gordon House, Barrow Street, Dublin 4, Irland) Ihre IP-Adresse und technische Daten; eine Übermittlung in die USA ist möglich (EU-US Data Privacy Framework). Rechtsgrundlage ist Ihre Einwilligung durch den Klick (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
    },
    { h2: '9. Ihre Rechte' },
    {
      ul: [
        'Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)',
        'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), etwa beim Landesbeauftragten für den Datenschutz und die Informationsfreiheit Baden-Württemberg',
      ],
    },
    { p: `Schreiben Sie uns dazu einfach an [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).` },
    { h2: '10. Sicherheit' },
    {
      p: 'Alle Seiten werden verschlüsselt über HTTPS übertragen. Zugriff auf Ihre Daten haben nur Mitarbeiterinnen und Mitarbeiter, die ihn für ihre Aufgabe brauchen.',
    },
  ],
})

export default page
