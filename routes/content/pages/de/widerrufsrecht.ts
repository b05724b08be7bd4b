import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const address = `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country.de}, Telefon ${COMPANY.phone}, E-Mail ${COMPANY.email}`

/** How a return travels: above the valuables limit of the visitor's shop a valuables transport collects it. */
function returnLabel(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'de')
  return `Sie erhalten von uns ein versichertes Rücksendeetikett; bei ${limit ? `Waren ${limit.valuables}` : 'wertvollen Sendungen'} organisieren wir die Abholung durch einen Werttransport.`
}

/** The returns' valuables limit is the one the visitor's shop ships by. */
const page = ({ valuables }: ContentFacts): ContentDocument => ({
  title: 'Widerrufsrecht',
  description: 'Widerrufsbelehrung von Juwelier Aurelia: 14 Tage Widerrufsrecht für Verbraucher, Folgen des Widerrufs und Muster-Widerrufsformular.',
  lead: 'Als Verbraucherin oder Verbraucher können Sie Ihre Bestellung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Die Rücksendung ist für Sie kostenlos und versichert.',
  updated: '2026-11-01',
  blocks: [
    { h2: 'Widerrufsbelehrung' },
    { h3: 'Widerrufsrecht' },
    {
      p: 'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Bei mehreren Waren einer Bestellung, die getrennt geliefert werden, beginnt die Frist mit dem Erhalt der letzten Ware.',
    },
    {
      p: `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${address}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
    },
    {
      p: 'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    },
    { h3: 'Folgen des Widerrufs' },
    {
      p: 'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
    },
    {
      p: 'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
    },
    {
      p: `Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns (${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist absenden. Wir tragen die Kosten der Rücksendung der Waren.`,
    },
    {
      p: 'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
    },
    { h3: 'Ausschluss des Widerrufsrechts' },
    {
      p: 'Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind – etwa Schmuck nach Maß, gravierte Stücke oder Ringe, die auf Ihren Wunsch in der Größe geändert wurden.',
    },
    { h2: 'So läuft Ihre Rücksendung' },
    {
      ol: [
        `Teilen Sie uns Ihren Widerruf mit – per E-Mail an [${COMPANY.email}](mailto:${COMPANY.email}), über unser [Kontaktformular](/contact) oder mit dem Formular unten.`,
        returnLabel(valuables),
        'Verpacken Sie den Schmuck sicher, möglichst im Originaletui mit allen Zertifikaten.',
        'Nach Eingang und Prüfung erstatten wir den Kaufpreis auf dem ursprünglichen Zahlungsweg.',
      ],
    },
    { h2: 'Muster-Widerrufsformular' },
    { p: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)' },
    {
      form: `An ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, E-Mail: ${COMPANY.email}

Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)

_____________________________________________

Bestellt am (*)/erhalten am (*): ____________________

Name des/der Verbraucher(s): ____________________

Anschrift des/der Verbraucher(s): ____________________

Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): ____________________

Datum: ____________________

(*) Unzutreffendes streichen.`,
    },
  ],
})

export default page
