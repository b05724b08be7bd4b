import { useT } from '../../i18n'
import { usePage } from '../lib/page-context'
import { alternatives } from '../lib/payment-methods'

/** The payment methods of the country's shop as one phrase for a promise: "Überweisung, PayPal oder Kreditkarte". */
export function usePaymentAlternatives(): string {
  const t = useT()
  const { locale, payment } = usePage()
  return alternatives(
    locale,
    payment.methods.map((method) => t(`payment.methods.${method}`)),
  )
}
