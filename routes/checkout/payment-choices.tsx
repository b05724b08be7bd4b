import { useT } from '../../i18n'
import { type PaymentMethod, paymentMethodOf } from '../lib/payment-methods'
import { CHOICE_CARD } from './fields'
import { providerLabel } from './payment-session'

type PaymentChoicesProps = {
  providers: readonly string[]
  chosen: string
  onChoose: (provider: string) => void
  /** The line under a method's name (the checkout's say when it is charged), none without. */
  note?: (method: PaymentMethod) => string
  /** The id of the problem the choice has, when it has one. */
  describedBy?: string
}

/**
 * The payment methods as radio cards, named for the shopper (never Medusa's provider id): the checkout's payment step
 * and the payment link's page offer them alike.
 */
export function PaymentChoices({ providers, chosen, onChoose, note, describedBy }: PaymentChoicesProps) {
  const t = useT()
  return (
    <fieldset aria-describedby={describedBy} data-testid="payment-choices" className="space-y-3">
      <legend className="sr-only">{t('checkout.steps.payment')}</legend>
      {providers.map((provider) => {
        const method = paymentMethodOf(provider)
        return (
          <label key={provider} className={`${CHOICE_CARD} items-start`}>
            <input
              type="radio"
              name="payment-provider"
              value={provider}
              checked={chosen === provider}
              onChange={() => onChoose(provider)}
              className="mt-1 accent-stone-900"
            />
            <span>
              <span className="block font-medium text-stone-900">{providerLabel(provider, t)}</span>
              {method && note && <span className="block text-sm text-stone-600">{note(method)}</span>}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
