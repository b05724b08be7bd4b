import { addressLines, COMPANY } from '../../../../rules/company'
import type { ContentDocument } from '../../document'

const page: ContentDocument = {
  title: 'Legal notice',
  description: `Legal notice (Impressum) of ${COMPANY.brand}: provider identification under German law, commercial register, VAT ID and contact.`,
  blocks: [
    { h2: 'Information pursuant to § 5 of the German Digital Services Act (DDG)' },
    { address: addressLines('en') },
    { h2: 'Represented by' },
    { p: `The managing directors ${COMPANY.managingDirectors}` },
    { h2: 'Contact' },
    {
      dl: [
        ['Phone', `[${COMPANY.phone}](${COMPANY.phoneHref}) (${COMPANY.hours.en})`],
        ['E-mail', `[${COMPANY.email}](mailto:${COMPANY.email})`],
        ['Contact form', '[Write to us](/contact)'],
      ],
    },
    { h2: 'Commercial register' },
    {
      dl: [
        ['Register court', `${COMPANY.registerCourt} (Local Court of Mannheim)`],
        ['Register number', COMPANY.registerNumber],
      ],
    },
    { h2: 'VAT' },
    { p: `VAT identification number pursuant to § 27a of the German VAT Act: ${COMPANY.vatId}` },
    { h2: 'Responsible for the content pursuant to § 18 (2) MStV' },
    { p: `${COMPANY.responsible}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}` },
    { h2: 'Precious metals and fineness' },
    {
      p: 'We make gold jewellery in the gold alloys 587 and 750 (parts of pure gold per thousand) and platinum jewellery in platinum 950. Every piece carries its fineness hallmark and our maker’s mark.',
    },
    { h2: 'Consumer dispute resolution' },
    {
      p: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have a question or a complaint, please contact us directly – we will find a solution together.',
    },
    { h2: 'Liability for content and links' },
    {
      p: 'We prepare the content of these pages with great care. The operators of external websites we link to are solely responsible for their content; no legal violations were apparent when we linked to them. Should we become aware of any, we will remove the links immediately.',
    },
    { h2: 'Copyright' },
    { p: 'Texts, photographs and videos on this website are protected by copyright. Any use beyond the limits of copyright law requires our written consent.' },
  ],
}

export default page
