import type { Locale } from '../../rules/languages'
import { formatMoney as writeMoney } from '../../rules/money'
import type { Money } from '../api-types'

/** A price as Medusa's store API carries it, written by the shop's money rule: 1.290,00 € or €1,290.00. */
export const formatMoney = (money: Money, locale: Locale): string => writeMoney(money.amount, money.currency_code, locale)
