import { GIFT_CARD_AMOUNTS, GIFT_CARD_FREE_VALUE, GIFT_CARD_OPTION } from '../../rules/gift-cards'

/**
 * The gift card a shopper buys (rules/gift-cards.ts): Medusa's `is_giftcard` product, so the loyalty plugin issues a
 * card per line when the order is placed. One variant per fixed amount and one for the free amount, whose list price
 * is the lowest free amount (Medusa charges the amount the shopper chose, as the line's custom price).
 */
export const GIFT_CARD_PRODUCT = {
  handle: 'geschenkgutschein',
  handle_en: 'gift-card',
  title: 'Geschenkgutschein',
  title_en: 'Gift card',
  description:
    'Ein Gutschein für alles, was unser Atelier fertigt: Schmuck, Trauringe, Reparaturen. Wählen Sie einen Betrag oder Ihren Wunschbetrag, ' +
    'schreiben Sie ein paar persönliche Worte dazu und bestimmen Sie den Tag, an dem er ankommt – er wird als gestaltetes PDF per E-Mail ' +
    'verschickt, an Sie oder direkt an die beschenkte Person. Einlösbar in unserem Onlineshop, auch in Teilbeträgen.',
  description_en:
    'A gift card for everything our workshop makes: jewellery, wedding rings, repairs. Choose an amount or your own, add a few personal ' +
    'words and pick the day it arrives – it is sent as a designed PDF by e-mail, to you or straight to the person it is for. Redeemable ' +
    'in our online shop, in part amounts too.',
  option: GIFT_CARD_OPTION,
  amounts: GIFT_CARD_AMOUNTS,
  free: GIFT_CARD_FREE_VALUE,
} as const

/** The words of the amount option in the store's vocabulary (seed-data/option-terms.ts). */
export const GIFT_CARD_TERMS_EN = { [GIFT_CARD_OPTION]: 'Amount', [GIFT_CARD_FREE_VALUE]: 'Own amount' }
