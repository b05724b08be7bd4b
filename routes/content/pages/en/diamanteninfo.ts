import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Diamond info: the 4 Cs',
  description: 'Carat, colour, clarity, cut: how the 4 Cs determine a diamond’s value and beauty – clearly explained by your family jeweller.',
  lead: 'Every diamond is unique. Four internationally recognised characteristics – the 4 Cs – describe its quality and help you choose the right stone.',
  blocks: [
    { h2: 'Carat – the weight' },
    {
      p: 'The carat (ct) is the unit of weight for gemstones: 1 ct equals 0.2 grams. Large diamonds are rarer, so the price per carat rises disproportionately with size. A 1.00 ct round brilliant measures about 6.4 mm across.',
    },
    { h2: 'Colour' },
    {
      p: 'The colour scale runs from D (exceptional white, completely colourless) to Z (distinctly yellowish). From about H onwards, the naked eye hardly perceives any tint once the stone is set.',
    },
    {
      table: {
        caption: 'Diamond colour scale (GIA and RAL 560 A5E)',
        head: ['Grade', 'Name', 'Impression'],
        rows: [
          ['D–E', 'Exceptional white (River)', 'Completely colourless'],
          ['F–G', 'Rare white (Top Wesselton)', 'Colourless to the naked eye'],
          ['H', 'White (Wesselton)', 'Practically colourless when set'],
          ['I–J', 'Slightly tinted white (Top Crystal, Crystal)', 'A hint of warmth'],
          ['K–Z', 'Tinted white to yellow (Cape)', 'Visible tint'],
        ],
      },
    },
    { h2: 'Clarity' },
    { p: 'Almost every diamond has natural inclusions. Clarity is judged under tenfold magnification:' },
    {
      dl: [
        ['IF (internally flawless)', 'No internal characteristics under tenfold magnification.'],
        ['VVS1–VVS2', 'Very, very small inclusions, hard to find even for experts.'],
        ['VS1–VS2', 'Very small inclusions, invisible to the naked eye.'],
        ['SI1–SI2', 'Small inclusions, easy to see under a loupe, mostly invisible to the naked eye.'],
        ['I1–I3 (piqué)', 'Inclusions visible to the naked eye; brilliance may be reduced.'],
      ],
    },
    { h2: 'Cut' },
    {
      p: 'The cut is the only C shaped by people. Proportions, symmetry and polish decide how much light the stone returns – its brilliance, fire and sparkle. An excellently cut diamond looks larger and livelier than a poorly cut one of the same weight. The round brilliant with 57 facets is the most popular; fancy cuts include princess, oval, emerald, pear and cushion.',
    },
    { h2: 'Certificates and origin' },
    {
      ul: [
        'Diamonds from 0.30 ct come with a certificate from an independent laboratory (such as GIA, HRD or IGI).',
        'All diamonds come from conflict-free sources under the Kimberley Process and the System of Warranties.',
        'We set diamonds in gold 587 or 750 and in platinum.',
      ],
    },
    {
      note: 'Our advice: prioritise a very good cut first, then a colour and clarity that look clean to the naked eye (around G–H and VS–SI1). That gives you the most beautiful stone for your budget.',
    },
    { p: 'Discover our [diamond rings](/categories/diamond-rings) or let us [source a stone to your wishes](/content/ringe-nach-mass).' },
  ],
}

export default page
