/**
 * Why goods come back and why money goes back, in the shop's words. German is the label staff and customers read;
 * the English label lives in `metadata.label_en`, as the shop's other English texts do. `value`/`code` is the
 * stable key the seed looks them up by.
 */
export type ReasonSeed = {
  key: string
  label: string
  label_en: string
  description: string
  description_en: string
  /** Medusa's own label of a reason it creates itself (in English): the seed words it in the shop's way while staff have not renamed it. */
  medusa_label?: string
}

export const RETURN_REASONS: ReasonSeed[] = [
  {
    key: 'withdrawal',
    label: 'Widerruf innerhalb von 14 Tagen',
    label_en: 'Withdrawal within 14 days',
    description: 'Der Kunde widerruft den Kauf innerhalb der gesetzlichen Frist.',
    description_en: 'The customer withdraws from the purchase within the statutory period.',
  },
  {
    key: 'wrong_size',
    label: 'Größe passt nicht',
    label_en: 'Wrong size',
    description: 'Ring oder Kette passt nicht; oft folgt ein Umtausch in eine andere Größe.',
    description_en: 'The ring or chain does not fit; often exchanged for another size.',
  },
  {
    key: 'damaged',
    label: 'Beschädigt',
    label_en: 'Damaged',
    description: 'Das Schmuckstück kam beschädigt an oder ist beschädigt worden.',
    description_en: 'The piece arrived damaged or has been damaged.',
  },
  {
    key: 'not_as_described',
    label: 'Nicht wie beschrieben',
    label_en: 'Not as described',
    description: 'Material, Farbe oder Ausführung weichen von der Beschreibung ab.',
    description_en: 'Material, colour or finish differ from the description.',
  },
]

export const REFUND_REASONS: ReasonSeed[] = [
  {
    key: 'goodwill',
    label: 'Kulanz',
    label_en: 'Goodwill',
    description: 'Erstattung aus Kulanz, ohne Rücksendung.',
    description_en: 'Refund as a gesture of goodwill, without a return.',
  },
  {
    key: 'return',
    label: 'Rücksendung',
    label_en: 'Return',
    description: 'Erstattung für zurückgesandte Ware.',
    description_en: 'Refund for goods sent back.',
  },
  {
    key: 'damaged_in_transit',
    label: 'Transportschaden',
    label_en: 'Damaged in transit',
    description: 'Erstattung für Ware, die auf dem Versandweg beschädigt wurde.',
    description_en: 'Refund for goods damaged on the way to the customer.',
  },
  // the three reasons Medusa creates in an empty shop, keyed by the codes it gives them
  {
    key: 'shipping_issue',
    label: 'Versandproblem',
    label_en: 'Shipping issue',
    description: 'Erstattung, weil eine Sendung verloren ging, sich verspätete oder falsch zugestellt wurde.',
    description_en: 'Refund because a parcel was lost, delayed or delivered to the wrong address.',
    medusa_label: 'Shipping Issue',
  },
  {
    key: 'customer_care_adjustment',
    label: 'Entgegenkommen im Kundenservice',
    label_en: 'Customer care adjustment',
    description: 'Erstattung als Entschädigung für Unannehmlichkeiten.',
    description_en: 'Refund as compensation for an inconvenience.',
    medusa_label: 'Customer Care Adjustment',
  },
  {
    key: 'pricing_error',
    label: 'Preisfehler',
    label_en: 'Pricing error',
    description: 'Erstattung, um einen zu hohen Preis oder einen vergessenen Rabatt zu korrigieren.',
    description_en: 'Refund to correct an overcharge or a missing discount.',
    medusa_label: 'Pricing Error',
  },
]
