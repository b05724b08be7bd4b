import { COMPANY } from '../../../../rules/company'
import type { ValuablesLimit } from '../../../api-types'
import type { ContentDocument, ContentFacts } from '../../document'
import { limitWords } from '../../valuables-words'

const address = `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country.en}, phone ${COMPANY.phone}, e-mail ${COMPANY.email}`

/** How a return travels: above the valuables limit of the visitor's shop a valuables transport collects it. */
function returnLabel(valuables: ValuablesLimit | null): string {
  const limit = limitWords(valuables, 'en')
  return `We send you an insured return label; for ${limit ? `goods worth ${limit.valuables}` : 'valuable goods'} we arrange collection by a secure valuables transport.`
}

/** The returns' valuables limit is the one the visitor's shop ships by. */
const page = ({ valuables }: ContentFacts): ContentDocument => ({
  title: 'Right of withdrawal',
  description: 'Withdrawal policy of Juwelier Aurelia: a 14-day right of withdrawal for consumers, the effects of withdrawal and a model withdrawal form.',
  lead: 'As a consumer you may withdraw from your order within 14 days without giving any reason. The insured return shipment is free of charge for you.',
  updated: '2026-11-01',
  blocks: [
    { h2: 'Withdrawal policy' },
    { h3: 'Right of withdrawal' },
    {
      p: 'You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period will expire after fourteen days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods. If you ordered multiple goods delivered separately, the period starts on the day you receive the last of them.',
    },
    {
      p: `To exercise the right of withdrawal, you must inform us (${address}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the attached model withdrawal form, but it is not obligatory.`,
    },
    {
      p: 'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
    },
    { h3: 'Effects of withdrawal' },
    {
      p: 'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
    },
    {
      p: 'We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.',
    },
    {
      p: `You shall send back the goods or hand them over to us (${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country.en}) without undue delay and in any event not later than fourteen days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of fourteen days has expired. We will bear the cost of returning the goods.`,
    },
    {
      p: 'You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish the nature, characteristics and functioning of the goods.',
    },
    { h3: 'Exclusion of the right of withdrawal' },
    {
      p: 'There is no right of withdrawal for goods that are made to the consumer’s specifications or clearly personalised – for example made-to-measure jewellery, engraved pieces or rings resized at your request.',
    },
    { h2: 'How your return works' },
    {
      ol: [
        `Tell us about your withdrawal – by e-mail to [${COMPANY.email}](mailto:${COMPANY.email}), through our [contact form](/contact) or with the form below.`,
        returnLabel(valuables),
        'Pack the jewellery securely, ideally in its original case with all certificates.',
        'Once the goods have arrived and been checked, we refund the purchase price using your original means of payment.',
      ],
    },
    { p: 'Shipping a return from outside the EU? Please contact us first so that the goods come back without new customs charges.' },
    { h2: 'Model withdrawal form' },
    { p: '(Complete and return this form only if you wish to withdraw from the contract.)' },
    {
      form: `To ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country.en}, e-mail: ${COMPANY.email}

I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)

_____________________________________________

Ordered on (*)/received on (*): ____________________

Name of consumer(s): ____________________

Address of consumer(s): ____________________

Signature of consumer(s) (only if this form is notified on paper): ____________________

Date: ____________________

(*) Delete as appropriate.`,
    },
  ],
})

export default page
