import { addressLines, COMPANY } from '../../../../rules/company'
import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Impressum',
  description: `Impressum von ${COMPANY.brand}: Anbieterkennzeichnung nach § 5 DDG, Handelsregister, Umsatzsteuer-ID und Kontakt.`,
  blocks: [
    { h2: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)' },
    { address: addressLines('de') },
    { h2: 'Vertreten durch' },
    { p: `Die Geschäftsführer ${COMPANY.managingDirectors}` },
    { h2: 'Kontakt' },
    {
      dl: [
        ['Telefon', `[${COMPANY.phone}](${COMPANY.phoneHref}) (${COMPANY.hours.de})`],
        ['E-Mail', `[${COMPANY.email}](mailto:${COMPANY.email})`],
        ['Kontaktformular', '[Nachricht schreiben](/contact)'],
      ],
    },
    { h2: 'Registereintrag' },
    {
      dl: [
        ['Registergericht', COMPANY.registerCourt],
        ['Registernummer', COMPANY.registerNumber],
      ],
    },
    { h2: 'Umsatzsteuer' },
    { p: `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${COMPANY.vatId}` },
    { h2: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' },
    { p: `${COMPANY.responsible}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}` },
    { h2: 'Edelmetall und Feingehalt' },
    {
      p: 'Goldschmuck fertigen wir in den Goldlegierungen 587 und 750 (Anteil reinen Goldes in Tausendstel), Platinschmuck in Platin 950. Jedes Stück trägt den Feingehaltsstempel und unser Meisterzeichen.',
    },
    { h2: 'Verbraucherstreitbeilegung' },
    {
      p: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden erreichen Sie uns jederzeit direkt – wir finden gemeinsam eine Lösung.',
    },
    { h2: 'Haftung für Inhalte und Links' },
    {
      p: 'Wir erstellen die Inhalte dieser Seiten mit größter Sorgfalt. Für Inhalte externer Websites, auf die wir verlinken, sind ausschließlich deren Betreiber verantwortlich; zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
    },
    { h2: 'Urheberrecht' },
    {
      p: 'Texte, Fotografien und Videos auf dieser Website sind urheberrechtlich geschützt. Jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf unserer schriftlichen Zustimmung.',
    },
  ],
}

export default page
