import { COMPANY } from '../../../../rules/company'
import type { ContentDocument } from '../../document'

/** One template for every `{product}-nach-mass` page; `product` is the plural product word ("Ringe"). */
export function madeToMeasure(product: string): ContentDocument {
  return {
    title: `${product} nach Maß`,
    description: `${product} nach Maß aus der Goldschmiede von ${COMPANY.brand}: persönliche Beratung, Entwurf, Fertigung in Gold 587/750 oder Platin.`,
    lead: `Ihre Idee, unser Handwerk: In unserer Werkstatt entstehen ${product} nach Maß – ganz nach Ihren Wünschen, aus Gold oder Platin und mit Steinen, die Sie selbst auswählen.`,
    blocks: [
      { h2: 'So entsteht Ihr Unikat' },
      {
        ol: [
          '**Beratung:** Sie erzählen uns von Ihrer Idee – im Geschäft, am Telefon oder über das [Kontaktformular](/contact). Gern bringen Sie Skizzen, Fotos oder ein Erbstück mit.',
          '**Entwurf:** Wir zeichnen Ihr Schmuckstück und erstellen ein verbindliches Angebot. Bei Bedarf zeigen wir Ihnen ein 3D-Modell.',
          '**Auswahl der Materialien:** Sie wählen die Goldlegierung 587 oder 750 in Gelb-, Weiß- oder Roségold oder Platin sowie Ihre Steine – Diamanten auf Wunsch mit Zertifikat.',
          '**Fertigung:** Unsere Goldschmiede fertigen das Stück von Hand. Je nach Aufwand dauert das drei bis sechs Wochen.',
          '**Übergabe:** Sie holen Ihr Unikat bei uns ab oder wir liefern es versichert zu Ihnen.',
        ],
      },
      { h2: 'Was wir für Sie umsetzen' },
      {
        ul: [
          'Neuanfertigungen nach Ihrem Entwurf oder nach unseren Vorschlägen',
          'Umarbeitung von Erbstücken: Steine und Gold aus altem Schmuck erhalten eine neue Form',
          'Gravuren, Fingerabdrücke oder Handschriften im Schmuckstück',
          'Passende Ergänzungen zu Schmuck, den Sie bereits besitzen',
        ],
      },
      { h2: 'Gut zu wissen' },
      {
        ul: [
          'Für eine Anfertigung vereinbaren wir eine Anzahlung; den Rest zahlen Sie bei Fertigstellung.',
          'Da Schmuck nach Maß eigens für Sie gefertigt wird, ist er vom [Widerrufsrecht](/content/widerrufsrecht) ausgeschlossen – deshalb stimmen wir jeden Schritt mit Ihnen ab.',
          'Die passende Größe finden Sie mit unserer [Ringgrößen-Tabelle](/content/ringgroessen); alles über Diamanten lesen Sie in der [Diamanteninfo](/content/diamanteninfo).',
        ],
      },
      { note: `Lassen Sie uns über Ihre ${product} sprechen: [Anfrage senden](/contact) oder anrufen unter [${COMPANY.phone}](${COMPANY.phoneHref}).` },
    ],
  }
}
