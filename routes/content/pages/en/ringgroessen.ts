import type { ContentDocument } from '../../document'
import { RING_SIZES } from '../../ring-sizes'

const page: ContentDocument = {
  title: 'Ring sizes',
  description: 'Find your ring size: a table of inner circumference, inner diameter and US sizes, how to measure at home and tips for the perfect fit.',
  lead: 'In Germany a ring size is the inner circumference of the ring in millimetres: a size 54 ring measures 54 mm around the inside.',
  blocks: [
    { h2: 'Ring size chart' },
    {
      table: {
        caption: 'Ring size (inner circumference), inner diameter in millimetres and approximate US size',
        head: ['Ring size', 'Inner circumference', 'Inner diameter', 'US size (approx.)'],
        rows: RING_SIZES.map(({ size, diameter, us }) => [String(size), `${size} mm`, `${diameter.toFixed(1)} mm`, String(us)]),
      },
    },
    { note: 'Our hand model wears ring size 48, so the product photos show you how a ring looks on a hand of that size.' },
    { h2: 'How to measure your ring size' },
    { h3: 'With a ring that fits you' },
    {
      ol: [
        'Place the ring on a ruler and measure the inner diameter from inner edge to inner edge.',
        'Look the diameter up in the chart. If it falls between two values, choose the larger size.',
      ],
    },
    { h3: 'With a strip of paper' },
    {
      ol: [
        'Cut a strip of paper about 1 cm wide.',
        'Wrap it loosely around the widest part of your finger, usually the middle knuckle – the ring has to slide over it.',
        'Mark where the paper overlaps and measure the length in millimetres: that is your ring size.',
      ],
    },
    { h2: 'Tips for the perfect fit' },
    {
      ul: [
        'Measure in the afternoon at room temperature: fingers are slimmer in the morning and in the cold, thicker in the heat.',
        'Wide bands from about 6 mm fit more snugly – choose half a size to a full size larger.',
        'For right-handed people the right hand is often slightly larger than the left.',
        'Planning a surprise proposal? Secretly borrow a ring your partner wears on the intended finger and measure it.',
      ],
    },
    {
      p: 'If a ring does not fit, our workshop can resize many models by one or two sizes. [Ask us](/contact) – eternity rings set with stones all the way round cannot be resized.',
    },
  ],
}

export default page
