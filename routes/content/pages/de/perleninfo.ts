import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Perleninfo',
  description:
    'Alles über Perlen: Akoya-, Südsee-, Tahiti- und Süßwasserperlen, die Qualitätsmerkmale Lüster, Oberfläche, Form und Größe und die richtige Pflege.',
  lead: 'Perlen sind die einzigen Edelsteine, die ein Lebewesen hervorbringt. Hier erfahren Sie, woran Sie gute Perlen erkennen und wie Ihr Perlenschmuck über Generationen schön bleibt.',
  blocks: [
    { h2: 'Wie eine Perle entsteht' },
    {
      p: 'Gelangt ein Fremdkörper in eine Muschel, umhüllt sie ihn Schicht für Schicht mit Perlmutt (Nacre). Bei Zuchtperlen setzt der Perlenzüchter diesen Kern behutsam ein; die Muschel arbeitet danach – je nach Art – zwei bis vier Jahre an ihrer Perle. Naturperlen ohne menschliches Zutun sind heute extrem selten.',
    },
    { h2: 'Die wichtigsten Perlenarten' },
    {
      table: {
        caption: 'Perlenarten im Vergleich',
        head: ['Perlenart', 'Herkunft', 'Typische Größe', 'Farben'],
        rows: [
          ['Akoya-Zuchtperle', 'Japan, China', '6–9 mm', 'Weiß mit rosé, silbernem oder cremefarbenem Überton'],
          ['Südsee-Zuchtperle', 'Australien, Indonesien, Philippinen', '9–16 mm', 'Weiß, Silber, Gold'],
          ['Tahiti-Zuchtperle', 'Französisch-Polynesien', '8–15 mm', 'Grau, Anthrazit, Pfauengrün, Aubergine'],
          ['Süßwasser-Zuchtperle', 'China', '4–12 mm', 'Weiß, Rosé, Lavendel, Pfirsich'],
        ],
      },
    },
    { h2: 'Woran Sie die Qualität erkennen' },
    {
      dl: [
        [
          'Lüster',
          'Der Glanz ist das wichtigste Merkmal: Eine gute Perle spiegelt Licht scharf und tief, fast wie ein Spiegel. Je dicker die Perlmuttschicht, desto intensiver der Lüster.',
        ],
        ['Oberfläche', 'Kleine Unregelmäßigkeiten zeigen die natürliche Entstehung. Je weniger sichtbare Merkmale, desto wertvoller die Perle.'],
        ['Form', 'Perfekt runde Perlen sind am seltensten. Ovale, tropfenförmige und barocke Perlen haben ihren eigenen, lebendigen Charme.'],
        ['Größe', 'Gemessen wird der Durchmesser in Millimetern. Mit jedem Millimeter steigt der Wert deutlich.'],
        ['Abstimmung', 'Bei Ketten und Ohrringen müssen Perlen in Farbe, Glanz und Größe zueinander passen – das ist echte Handarbeit.'],
      ],
    },
    { h2: 'Pflege Ihres Perlenschmucks' },
    {
      ul: [
        'Perlen zuletzt anlegen und zuerst ablegen: Parfum, Haarspray und Kosmetik greifen das Perlmutt an.',
        'Nach dem Tragen mit einem weichen, leicht feuchten Tuch abwischen; niemals Ultraschall oder Dampf verwenden.',
        'Getrennt von anderem Schmuck liegend in einem Stoffbeutel aufbewahren, damit nichts kratzt und die Seide sich nicht dehnt.',
        'Perlenketten, die häufig getragen werden, alle ein bis zwei Jahre neu knoten lassen – das übernimmt unsere Werkstatt.',
      ],
    },
    { p: 'Stöbern Sie in unserem [Perlenschmuck](/categories/perlenschmuck) oder lassen Sie sich [persönlich beraten](/contact).' },
  ],
}

export default page
