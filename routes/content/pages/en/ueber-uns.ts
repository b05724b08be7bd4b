import { COMPANY } from '../../../../rules/company'
import { shippingCost } from '../../../layout/shipping-statement'
import type { ContentDocument, ContentFacts } from '../../document'

/** Free shipping within Germany is named only while the shop's shipping options make it so. */
const page = ({ germanShipping }: ContentFacts): ContentDocument => ({
  title: 'About us',
  description: `${COMPANY.brand} is a family business: since ${COMPANY.founded} we have sold rings, diamonds, pearls and made-to-measure jewellery from our own workshop.`,
  lead: `Our family has run ${COMPANY.brand} since ${COMPANY.founded} – with a goldsmith’s workshop, diamond expertise and the conviction that a piece of jewellery should bring joy for a lifetime.`,
  blocks: [
    { h2: 'One family, one craft' },
    {
      p: `In ${COMPANY.founded}, Helga and Werner Brenner opened a small jeweller’s shop with its own workshop in ${COMPANY.city}, Germany’s “Golden City”. Today their children Katharina and Michael Brenner run the house in the second generation. What has defined us from the start remains: honest advice, verified quality and jewellery made with care.`,
    },
    { h2: 'What matters to us' },
    {
      ul: [
        '**Master craftsmanship:** our goldsmiths make, alter and repair pieces in our own workshop – from a made-to-measure ring to a freshly knotted pearl strand.',
        '**Fine materials:** we work with the gold alloys 587 and 750 and with platinum. Every piece carries its fineness hallmark and maker’s mark.',
        '**Certified stones:** diamonds from 0.30 carat come with a certificate from an independent gemmological laboratory; all stones come from sources that follow the Kimberley Process.',
        '**Personal advice:** on the phone, by e-mail or in our shop – you talk to people who love jewellery and can explain it.',
      ],
    },
    { h2: 'Online as in our shop' },
    {
      p: shippingCost(germanShipping, 'en')?.free
        ? 'Our online shop offers the same pieces and the same care as our shop in Pforzheim. Every parcel is insured, shipping within Germany is free, and you have 14 days to make up your mind.'
        : 'Our online shop offers the same pieces and the same care as our shop in Pforzheim. Every parcel is insured, and you have 14 days to make up your mind.',
    },
    {
      p: 'Looking for something that does not exist yet? Talk to us about [made-to-measure jewellery](/content/schmuck-nach-mass) – or [write to us](/contact). We look forward to hearing from you.',
    },
  ],
})

export default page
