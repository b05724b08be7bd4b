import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Schmuck verschenken',
  description: 'Der Geschenkratgeber von Juwelier Aurelia: passender Schmuck für jeden Anlass, Tipps zur Ringgröße, Geschenkverpackung und Umtausch.',
  lead: 'Schmuck ist ein Geschenk, das bleibt. Mit diesen Tipps finden Sie das passende Stück – und treffen garantiert den Geschmack.',
  blocks: [
    { h2: 'Das passende Stück für jeden Anlass' },
    {
      dl: [
        [
          'Verlobung',
          'Der Klassiker ist der Solitärring mit Brillant. Wichtig sind Ringgröße und Stil – schlicht, vintage oder modern. Unsere [Verlobungsringe](/categories/verlobungsringe) zeigen die Vielfalt.',
        ],
        [
          'Hochzeit und Jahrestag',
          'Memoireringe stehen für die Ewigkeit; zum Hochzeitstag passen Perlen (30. Hochzeitstag) oder Diamanten (60.) ganz traditionell.',
        ],
        ['Geburt und Taufe', 'Ein Anhänger mit Gravur oder kleine Ohrstecker begleiten ein Leben lang.'],
        ['Geburtstag und Weihnachten', 'Ohrringe und Ketten passen fast immer, weil keine Größe nötig ist.'],
        ['Einfach so', 'Ein Armband oder Perlenohrstecker: zeitlos und jeden Tag tragbar.'],
      ],
    },
    { h2: 'Tipps, damit das Geschenk sicher gefällt' },
    {
      ul: [
        'Achten Sie darauf, welche Metallfarbe die beschenkte Person trägt: Gelbgold, Weißgold, Roségold oder Platin.',
        'Bei Ringen hilft ein heimlich ausgeliehener Ring zum Ausmessen – siehe unsere [Ringgrößen-Tabelle](/content/ringgroessen).',
        'Ohrstecker und Ketten sind die sichere Wahl, wenn Sie die Größe nicht kennen.',
        'Eine Gravur macht jedes Stück einzigartig – bitte beachten Sie, dass gravierte Stücke vom Umtausch ausgeschlossen sind.',
      ],
    },
    { h2: 'Schön verpackt' },
    {
      p: 'Jedes Schmuckstück kommt in unserem Etui. Auf Wunsch legen wir eine handgeschriebene Grußkarte bei und verzichten auf die Rechnung im Paket – vermerken Sie das einfach bei Ihrer Bestellung.',
    },
    { h2: 'Umtausch ohne Sorgen' },
    {
      p: 'Passt etwas nicht, haben Sie 14 Tage [Widerrufsrecht](/content/widerrufsrecht). Ringe ändern wir in vielen Fällen auch nach dem Fest gern in der Größe.',
    },
    { p: 'Unsicher? Wir beraten Sie gern persönlich – [schreiben Sie uns](/contact).' },
  ],
}

export default page
