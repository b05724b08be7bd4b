import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Diamanteninfo: die 4 C',
  description: 'Carat, Color, Clarity, Cut: Wie die 4 C Wert und Schönheit eines Diamanten bestimmen – verständlich erklärt von Ihrem Juwelier.',
  lead: 'Jeder Diamant ist einzigartig. Vier international anerkannte Merkmale – die 4 C – beschreiben seine Qualität und helfen Ihnen, den richtigen Stein zu wählen.',
  blocks: [
    { h2: 'Carat – das Gewicht' },
    {
      p: 'Das Karat (ct) ist die Gewichtseinheit für Edelsteine: 1 ct entspricht 0,2 Gramm. Große Diamanten sind seltener, deshalb steigt der Preis pro Karat mit der Größe überproportional. Ein Brillant von 1,00 ct misst etwa 6,4 mm im Durchmesser.',
    },
    { h2: 'Color – die Farbe' },
    {
      p: 'Die Farbskala reicht von D (hochfeines Weiß, völlig farblos) bis Z (deutlich gelblich). Ab etwa H nimmt das bloße Auge in gefasstem Zustand kaum einen Farbton wahr.',
    },
    {
      table: {
        caption: 'Farbskala für Diamanten (GIA und RAL 560 A5E)',
        head: ['Farbgrad', 'Bezeichnung', 'Eindruck'],
        rows: [
          ['D–E', 'Hochfeines Weiß (River)', 'Völlig farblos'],
          ['F–G', 'Feines Weiß (Top Wesselton)', 'Farblos für das bloße Auge'],
          ['H', 'Weiß (Wesselton)', 'Gefasst praktisch farblos'],
          ['I–J', 'Leicht getöntes Weiß (Top Crystal, Crystal)', 'Hauch von Wärme'],
          ['K–Z', 'Getöntes Weiß bis Gelb (Cape)', 'Sichtbarer Farbton'],
        ],
      },
    },
    { h2: 'Clarity – die Reinheit' },
    {
      p: 'Fast alle Diamanten tragen natürliche Einschlüsse. Die Reinheit wird bei zehnfacher Vergrößerung beurteilt:',
    },
    {
      dl: [
        ['IF (lupenrein)', 'Keine inneren Merkmale bei zehnfacher Vergrößerung.'],
        ['VVS1–VVS2', 'Sehr, sehr kleine Einschlüsse, selbst für Fachleute schwer zu finden.'],
        ['VS1–VS2', 'Sehr kleine Einschlüsse, mit bloßem Auge nicht sichtbar.'],
        ['SI1–SI2', 'Kleine Einschlüsse, unter der Lupe leicht erkennbar; für das bloße Auge meist unsichtbar.'],
        ['P1–P3 (Piqué)', 'Einschlüsse mit bloßem Auge sichtbar, die Brillanz kann gemindert sein.'],
      ],
    },
    { h2: 'Cut – der Schliff' },
    {
      p: 'Der Schliff ist das einzige C, das der Mensch beeinflusst. Proportionen, Symmetrie und Politur entscheiden, wie viel Licht der Stein zurückwirft – also über Brillanz, Feuer und Funkeln. Ein exzellent geschliffener Diamant wirkt größer und lebendiger als ein schlecht geschliffener gleichen Gewichts. Der runde Brillantschliff mit 57 Facetten ist der beliebteste; daneben gibt es Fantasieschliffe wie Prinzess, Oval, Smaragd, Tropfen oder Kissen.',
    },
    { h2: 'Zertifikate und Herkunft' },
    {
      ul: [
        'Diamanten ab 0,30 ct erhalten Sie bei uns mit dem Zertifikat eines unabhängigen Labors (z. B. GIA, HRD oder IGI).',
        'Alle Diamanten stammen aus konfliktfreien Quellen gemäß Kimberley-Prozess und System of Warranties.',
        'Wir fassen Diamanten in Gold 587 oder 750 und in Platin.',
      ],
    },
    {
      note: 'Unser Tipp: Setzen Sie zuerst auf einen sehr guten Schliff, dann auf Farbe und Reinheit, die für das bloße Auge „sauber“ wirken (etwa G–H und VS–SI1). So erhalten Sie den schönsten Stein für Ihr Budget.',
    },
    {
      p: 'Entdecken Sie unsere [Diamantringe](/categories/diamantringe) oder lassen Sie sich einen Stein nach Ihren Wünschen [zusammenstellen](/content/ringe-nach-mass).',
    },
  ],
}

export default page
