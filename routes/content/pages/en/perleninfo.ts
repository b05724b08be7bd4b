import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Pearl info',
  description:
    'All about pearls: Akoya, South Sea, Tahitian and freshwater pearls, the quality factors lustre, surface, shape and size, and how to care for them.',
  lead: 'Pearls are the only gems made by a living creature. Learn how to recognise fine pearls and how to keep your pearl jewellery beautiful for generations.',
  blocks: [
    { h2: 'How a pearl grows' },
    {
      p: 'When a foreign body enters a mollusc, it coats it layer by layer with mother-of-pearl (nacre). For cultured pearls, the pearl farmer carefully inserts this nucleus; the mollusc then works on its pearl for two to four years, depending on the species. Natural pearls formed without human help are extremely rare today.',
    },
    { h2: 'The main types of pearls' },
    {
      table: {
        caption: 'Types of pearls compared',
        head: ['Type', 'Origin', 'Typical size', 'Colours'],
        rows: [
          ['Akoya cultured pearl', 'Japan, China', '6–9 mm', 'White with rosé, silver or cream overtones'],
          ['South Sea cultured pearl', 'Australia, Indonesia, Philippines', '9–16 mm', 'White, silver, gold'],
          ['Tahitian cultured pearl', 'French Polynesia', '8–15 mm', 'Grey, anthracite, peacock green, aubergine'],
          ['Freshwater cultured pearl', 'China', '4–12 mm', 'White, rosé, lavender, peach'],
        ],
      },
    },
    { h2: 'How to judge quality' },
    {
      dl: [
        [
          'Lustre',
          'The most important factor: a fine pearl reflects light sharply and deeply, almost like a mirror. The thicker the nacre, the more intense the lustre.',
        ],
        ['Surface', 'Small irregularities show the natural origin. The fewer visible marks, the more valuable the pearl.'],
        ['Shape', 'Perfectly round pearls are the rarest. Oval, drop-shaped and baroque pearls have a lively charm of their own.'],
        ['Size', 'Measured as the diameter in millimetres. Every millimetre adds noticeably to the value.'],
        ['Matching', 'In necklaces and earrings, pearls must match in colour, lustre and size – true handwork.'],
      ],
    },
    { h2: 'Caring for your pearls' },
    {
      ul: [
        'Put pearls on last and take them off first: perfume, hairspray and cosmetics attack the nacre.',
        'Wipe them with a soft, slightly damp cloth after wearing; never use ultrasound or steam.',
        'Store them flat in a fabric pouch, apart from other jewellery, so nothing scratches and the silk does not stretch.',
        'Have pearl necklaces you wear often re-knotted every one to two years – our workshop will gladly do it.',
      ],
    },
    { p: 'Browse our [pearl jewellery](/categories/pearl-jewellery) or [ask for personal advice](/contact).' },
  ],
}

export default page
