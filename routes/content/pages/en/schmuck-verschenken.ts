import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Gift guide',
  description: 'The Juwelier Aurelia gift guide: the right jewellery for every occasion, ring size tips, gift wrapping and easy exchanges.',
  lead: 'Jewellery is a gift that lasts. These tips help you find the right piece – and get the taste right.',
  blocks: [
    { h2: 'The right piece for every occasion' },
    {
      dl: [
        [
          'Engagement',
          'The classic is a solitaire ring with a brilliant-cut diamond. Ring size and style matter – simple, vintage or modern. Our [engagement rings](/categories/engagement-rings) show the range.',
        ],
        ['Wedding and anniversary', 'Eternity rings stand for forever; traditionally pearls suit the 30th anniversary and diamonds the 60th.'],
        ['Birth and christening', 'An engraved pendant or small stud earrings stay with a person for life.'],
        ['Birthday and Christmas', 'Earrings and necklaces almost always fit, because no size is needed.'],
        ['Just because', 'A bracelet or pearl studs: timeless and wearable every day.'],
      ],
    },
    { h2: 'Tips for a gift that is sure to please' },
    {
      ul: [
        'Notice which metal colour the person wears: yellow gold, white gold, rose gold or platinum.',
        'For rings, a secretly borrowed ring helps – see our [ring size chart](/content/ringgroessen).',
        'Stud earrings and necklaces are the safe choice when you do not know the size.',
        'An engraving makes every piece unique – please note that engraved pieces cannot be returned.',
      ],
    },
    { h2: 'Beautifully wrapped' },
    {
      p: 'Every piece arrives in our jewellery case. On request we add a handwritten greeting card and leave the invoice out of the parcel – just note it with your order.',
    },
    { h2: 'Worry-free exchange' },
    {
      p: 'If something is not right, you have a 14-day [right of withdrawal](/content/widerrufsrecht). In many cases we are happy to resize rings after the celebration, too.',
    },
    { p: 'Unsure? We are happy to advise you personally – [write to us](/contact).' },
  ],
}

export default page
