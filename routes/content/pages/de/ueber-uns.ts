import { COMPANY } from '../../../../rules/company'
import { shippingCost } from '../../../layout/shipping-statement'
import type { ContentDocument, ContentFacts } from '../../document'

/** Free shipping within Germany is named only while the shop's shipping options make it so. */
const page = ({ germanShipping }: ContentFacts): ContentDocument => ({
  title: 'Über uns',
  description: `${COMPANY.brand} ist ein Familienunternehmen: Seit ${COMPANY.founded} verkaufen wir Ringe, Diamanten, Perlen und Schmuck nach Maß aus eigener Werkstatt.`,
  lead: `Seit ${COMPANY.founded} führen wir ${COMPANY.brand} als Familie – mit Goldschmiedewerkstatt, Diamantexpertise und der Überzeugung, dass ein Schmuckstück ein Leben lang Freude machen soll.`,
  blocks: [
    { h2: 'Eine Familie, ein Handwerk' },
    {
      p: `${COMPANY.founded} eröffneten Helga und Werner Brenner in ${COMPANY.city}, der Goldstadt, ein kleines Juweliergeschäft mit angeschlossener Werkstatt. Heute führen ihre Kinder Katharina und Michael Brenner das Haus in zweiter Generation. Geblieben ist, was uns von Anfang an ausgemacht hat: ehrliche Beratung, geprüfte Qualität und Schmuck, der mit Sorgfalt gefertigt wird.`,
    },
    { h2: 'Was uns wichtig ist' },
    {
      ul: [
        '**Meisterhandwerk:** Unsere Goldschmiedinnen und Goldschmiede fertigen, ändern und reparieren in der eigenen Werkstatt – vom Ring nach Maß bis zum neu geknoteten Perlenstrang.',
        '**Edle Materialien:** Wir verarbeiten die Goldlegierungen 587 und 750 sowie Platin. Jedes Stück trägt Feingehaltsstempel und Meisterzeichen.',
        '**Geprüfte Steine:** Diamanten ab 0,30 Karat liefern wir mit Zertifikat eines unabhängigen gemmologischen Labors; alle Steine stammen aus Quellen, die dem Kimberley-Prozess folgen.',
        '**Persönliche Beratung:** Ob am Telefon, per E-Mail oder im Geschäft – Sie sprechen mit Menschen, die Schmuck lieben und ihn erklären können.',
      ],
    },
    { h2: 'Online wie im Geschäft' },
    {
      p: shippingCost(germanShipping, 'de')?.free
        ? 'In unserem Onlineshop finden Sie dieselben Stücke und dieselbe Sorgfalt wie in unserem Geschäft. Wir versenden versichert, innerhalb Deutschlands kostenlos, und Sie haben 14 Tage Zeit, sich in Ruhe zu entscheiden.'
        : 'In unserem Onlineshop finden Sie dieselben Stücke und dieselbe Sorgfalt wie in unserem Geschäft. Wir versenden versichert, und Sie haben 14 Tage Zeit, sich in Ruhe zu entscheiden.',
    },
    {
      p: 'Sie wünschen sich etwas, das es noch nicht gibt? Dann sprechen Sie mit uns über [Schmuck nach Maß](/content/schmuck-nach-mass) – oder [schreiben Sie uns](/contact). Wir freuen uns auf Sie.',
    },
  ],
})

export default page
