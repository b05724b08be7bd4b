import { COMPANY } from '../../../../rules/company'
import type { ContentDocument } from '../../document'

/** One template for every `{product}-nach-mass` page; `product` is the plural product word ("Rings"). */
export function madeToMeasure(product: string): ContentDocument {
  const lower = product.toLowerCase()
  return {
    title: `Made-to-measure ${lower}`,
    description: `Made-to-measure ${lower} from the ${COMPANY.brand} goldsmith’s workshop: personal advice, design and handmade in gold 587/750 or platinum.`,
    lead: `Your idea, our craft: our workshop makes ${lower} to measure – exactly as you wish, in gold or platinum and with stones you choose yourself.`,
    blocks: [
      { h2: 'How your one-of-a-kind piece is made' },
      {
        ol: [
          '**Consultation:** tell us about your idea – in our shop, on the phone or through the [contact form](/contact). Sketches, photos or an heirloom are welcome.',
          '**Design:** we draw your piece and send you a binding quote. If needed we show you a 3D model.',
          '**Materials:** you choose the gold alloy 587 or 750 in yellow, white or rose gold, or platinum, and your stones – diamonds with a certificate on request.',
          '**Making:** our goldsmiths make the piece by hand. Depending on the work this takes three to six weeks.',
          '**Handover:** collect your piece from us or we deliver it to you, insured.',
        ],
      },
      { h2: 'What we make for you' },
      {
        ul: [
          'New pieces to your design or to our suggestions',
          'Remodelling heirlooms: stones and gold from old jewellery take on a new form',
          'Engravings, fingerprints or handwriting in the piece',
          'Matching additions to jewellery you already own',
        ],
      },
      { h2: 'Good to know' },
      {
        ul: [
          'For a commission we agree a deposit; you pay the rest on completion.',
          'Because made-to-measure jewellery is made especially for you, it is excluded from the [right of withdrawal](/content/widerrufsrecht) – which is why we agree every step with you.',
          'Find the right size with our [ring size chart](/content/ringgroessen); read all about diamonds in our [diamond info](/content/diamanteninfo).',
        ],
      },
      { note: `Let’s talk about your ${lower}: [send an enquiry](/contact) or call us on [${COMPANY.phone}](${COMPANY.phoneHref}).` },
    ],
  }
}
