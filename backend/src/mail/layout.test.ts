import { describe, expect, it } from 'vitest'
import { COMPANY } from '../rules/company'
import { renderMail } from './layout'

const base = { subject: 'Betreff', greeting: 'Guten Tag Anna,', blocks: ['Erster Absatz.\nZweite Zeile.'] }

describe('renderMail', () => {
  it("gives every mail the shop's name, postal address and register entries, in HTML and text", () => {
    for (const locale of ['de', 'en'] as const) {
      const mail = renderMail({ ...base, locale })
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(COMPANY.name)
        expect(part).toContain(COMPANY.street)
        expect(part).toContain(`${COMPANY.postalCode} ${COMPANY.city}`)
        expect(part).toContain(COMPANY.country[locale])
        expect(part).toContain(COMPANY.registerNumber)
      }
      expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`))
    }
    expect(renderMail({ ...base, locale: 'de' }).text).toContain('Geschäftsführung: Katharina Brenner')
    expect(renderMail({ ...base, locale: 'en' }).text).toContain('Managing directors: Katharina Brenner')
  })

  it("writes greeting, paragraphs and the sign-off in the mail's language", () => {
    const de = renderMail({ ...base, locale: 'de' })
    expect(de.text).toMatch(/^JUWELIER AURELIA\n\nGuten Tag Anna,\n\nErster Absatz\.\nZweite Zeile\.\n\nHerzliche Grüße/)
    expect(de.html).toContain('Erster Absatz.<br>Zweite Zeile.')
    expect(renderMail({ ...base, locale: 'en' }).text).toContain('Kind regards')
    expect(renderMail({ ...base, locale: 'en', closing: false }).text).not.toContain('Kind regards')
  })

  it('escapes every value in the HTML', () => {
    const mail = renderMail({
      locale: 'de',
      subject: '<b>',
      greeting: 'Hallo "Eve" <script>alert(1)</script>',
      blocks: [{ heading: 'A & B', rows: [{ label: '<i>', value: '1 € & mehr' }] }],
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Hallo &#34;Eve&#34; &#60;script&#62;')
    expect(mail.html).toContain('A &#38; B')
    expect(mail.html).toContain('<title>&#60;b&#62;</title>')
    expect(mail.text).toContain('Hallo "Eve" <script>alert(1)</script>')
  })

  it('renders the action as a button with the link written out, in HTML and text', () => {
    const url = 'https://shop.example/de/newsletter/confirm?token=abc&x=1'
    const mail = renderMail({ locale: 'en', subject: 's', blocks: [{ action: { label: 'Confirm', url } }] })
    expect(mail.html).toContain('href="https://shop.example/de/newsletter/confirm?token=abc&#38;x=1"')
    expect(mail.html).toContain('>Confirm</a>')
    expect(mail.html).toContain('If the button does not work')
    expect(mail.text).toContain(`Confirm:\n${url}`)
  })

  it('refuses links that are not http(s) or mailto', () => {
    expect(() => renderMail({ locale: 'de', subject: 's', blocks: [{ action: { label: 'x', url: 'javascript:alert(1)' } }] })).toThrow(/http\(s\) or mailto/)
  })

  it('renders rows as a table and as label: value lines, a strong row for totals', () => {
    const mail = renderMail({
      locale: 'de',
      subject: 's',
      blocks: [
        {
          heading: 'Summe',
          rows: [
            { label: 'Versand', value: '0,00 €' },
            { label: 'Gesamt', value: '10,00 €', strong: true },
          ],
        },
      ],
    })
    expect(mail.text).toContain('SUMME\nVersand: 0,00 €\nGesamt: 10,00 €')
    expect(mail.html).toMatch(/<td[^>]*font-weight:bold[^>]*>Gesamt<\/td>/)
  })

  it('puts the footer note with its link at the end', () => {
    const mail = renderMail({
      locale: 'de',
      subject: 's',
      blocks: [],
      footer: { text: 'Sie erhalten diese E-Mail, weil …', link: { label: 'Abmelden', url: 'https://shop.example/u?token=t' } },
    })
    expect(mail.text.trimEnd().endsWith('Sie erhalten diese E-Mail, weil …\nAbmelden: https://shop.example/u?token=t')).toBe(true)
    expect(mail.html).toContain('<a href="https://shop.example/u?token=t"')
  })
})
