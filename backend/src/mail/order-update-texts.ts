import { COMPANY } from '../rules/company'

/** The words of the mails about an order's progress (paid, shipped, delivered, refunded, cancelled), per language. */
export const ORDER_UPDATE_TEXTS = {
  de: {
    greeting: 'Guten Tag {name},',
    number: 'Bestellnummer',
    questions: `Fragen zu Ihrer Bestellung? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${COMPANY.phone} (${COMPANY.hours.de}).`,
    footer: 'Sie erhalten diese E-Mail, weil Sie in unserem Shop bestellt haben.',
    paid: {
      subject: 'Zahlung erhalten – Bestellung Nr. {id}',
      preheader: 'Ihre Überweisung ist eingegangen.',
      body: 'Ihre Überweisung über {amount} ist bei uns eingegangen – vielen Dank. Wir bereiten Ihre Bestellung jetzt für den Versand vor und melden uns, sobald sie unterwegs ist.',
      amount: 'Eingegangener Betrag',
      /** An order of gift cards alone: nothing is shipped, the cards go out by e-mail and the invoice comes now. */
      giftCards: 'Ihre Überweisung über {amount} ist bei uns eingegangen – vielen Dank. Ihre Gutscheine verschicken wir per E-Mail zum gewünschten Tag.',
      invoice: 'Ihre Rechnung {number} finden Sie im Anhang.',
    },
    linkPaid: {
      subject: 'Zahlung erhalten – Bestellung Nr. {id}',
      preheader: 'Ihre Zahlung über den Zahlungslink ist eingegangen.',
      body: 'Ihre Zahlung über {amount} über den Zahlungslink ist bei uns eingegangen – vielen Dank.',
      amount: 'Eingegangener Betrag',
    },
    shipped: {
      subject: 'Ihre Bestellung Nr. {id} ist unterwegs',
      preheader: 'Ihre Bestellung hat unsere Werkstatt verlassen.',
      body: 'Ihre Bestellung hat heute unsere Werkstatt verlassen und ist versichert auf dem Weg zu Ihnen.',
      tracking: 'Sendungsnummer',
      track: 'Sendung verfolgen',
      invoice: 'Ihre Rechnung {number} finden Sie im Anhang.',
      address: 'Lieferadresse',
    },
    delivered: {
      subject: 'Ihre Bestellung Nr. {id} wurde zugestellt',
      preheader: 'Ihre Bestellung ist angekommen.',
      body: 'Ihre Bestellung wurde zugestellt. Wir wünschen Ihnen viel Freude an Ihrem Schmuck.',
      returns: 'Sie können Ihre Bestellung innerhalb von 14 Tagen ab Erhalt ohne Angabe von Gründen zurückgeben; antworten Sie dazu einfach auf diese E-Mail.',
    },
    refunded: {
      subject: 'Erstattung zu Ihrer Bestellung Nr. {id}',
      preheader: 'Wir haben Ihnen Geld erstattet.',
      body: 'wir haben Ihnen {amount} erstattet. Der Betrag geht auf dem Weg zurück, auf dem Sie bezahlt haben; je nach Bank kann es einige Tage dauern, bis er Ihnen gutgeschrieben wird.',
      amount: 'Erstatteter Betrag',
      creditNote: 'Die Rechnungskorrektur {number} finden Sie im Anhang.',
      /** What went back onto a gift card that paid the order (rules/gift-cards.ts `cardShares`), not on a money payment. */
      giftCard: 'wir haben {amount} wieder auf Ihren Geschenkgutschein {code} gebucht. Sie können den Betrag bei Ihrem nächsten Einkauf einlösen.',
    },
    canceled: {
      subject: 'Ihre Bestellung Nr. {id} wurde storniert',
      preheader: 'Ihre Bestellung wurde storniert.',
      body: 'Ihre Bestellung wurde storniert. Es wird nichts versandt.',
      bankNote: 'Falls Sie bereits überwiesen haben, erstatten wir Ihnen den Betrag; Sie erhalten dazu eine eigene E-Mail.',
      refund:
        'Den bereits bezahlten Betrag von {amount} haben wir Ihnen erstattet. Er geht auf dem Weg zurück, auf dem Sie bezahlt haben; je nach Bank kann es einige Tage dauern, bis er Ihnen gutgeschrieben wird.',
    },
  },
  en: {
    greeting: 'Hello {name},',
    number: 'Order number',
    questions: `Questions about your order? Simply reply to this email or call us: ${COMPANY.phone} (${COMPANY.hours.en}).`,
    footer: 'You receive this email because you ordered in our shop.',
    paid: {
      subject: 'Payment received – order no. {id}',
      preheader: 'Your bank transfer has arrived.',
      body: 'your bank transfer of {amount} has arrived – thank you. We are now preparing your order for shipping and will let you know as soon as it is on its way.',
      amount: 'Amount received',
      giftCards: 'your bank transfer of {amount} has arrived – thank you. We send your gift cards by e-mail on the day you chose.',
      invoice: 'Please find your invoice {number} attached.',
    },
    linkPaid: {
      subject: 'Payment received – order no. {id}',
      preheader: 'Your payment through the payment link has arrived.',
      body: 'your payment of {amount} through the payment link has arrived – thank you.',
      amount: 'Amount received',
    },
    shipped: {
      subject: 'Your order no. {id} is on its way',
      preheader: 'Your order has left our workshop.',
      body: 'your order left our workshop today and is on its way to you, insured.',
      tracking: 'Tracking number',
      track: 'Track your parcel',
      invoice: 'Your invoice {number} is attached.',
      address: 'Shipping address',
    },
    delivered: {
      subject: 'Your order no. {id} has been delivered',
      preheader: 'Your order has arrived.',
      body: 'your order has been delivered. We hope you enjoy your jewellery.',
      returns: 'You may return your order within 14 days of receipt without giving a reason; simply reply to this email.',
    },
    refunded: {
      subject: 'Refund for your order no. {id}',
      preheader: 'We have refunded you.',
      body: 'we have refunded {amount} to you. The money goes back the way you paid; depending on your bank it may take a few days to arrive.',
      amount: 'Amount refunded',
      creditNote: 'The credit note {number} is attached.',
      giftCard: 'we have credited {amount} back to your gift card {code}. You can redeem it on your next purchase.',
    },
    canceled: {
      subject: 'Your order no. {id} has been cancelled',
      preheader: 'Your order has been cancelled.',
      body: 'your order has been cancelled. Nothing will be shipped.',
      bankNote: 'If you have already transferred the money, we will refund it; you will receive a separate email about it.',
      refund: 'We have refunded the {amount} you had already paid. It goes back the way you paid; depending on your bank it may take a few days to arrive.',
    },
  },
} as const
