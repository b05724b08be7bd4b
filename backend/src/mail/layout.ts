import { addressLines, COMPANY } from '../rules/company'

export type MailLocale = 'de' | 'en'
type MailLink = { label: string; url: string }
/**
 * `nowrap`: a value that must stay on one line however narrow the screen (an IBAN). `was`: the value before a sale,
 * struck through above the value (named by its label in the plain text); `detail`: a small line under the label
 * ("Sie sparen 200,00 €").
 */
export type MailRow = { label: string; value: string; strong?: boolean; nowrap?: boolean; was?: { label: string; value: string }; detail?: string }

/**
 * The body of a mail, top to bottom:
 * - a string is a paragraph (a "\n" breaks the line);
 * - `{ heading?, lines }` a titled group of lines (an address);
 * - `{ heading?, rows }` label/value rows (items, totals, bank details), `strong` for a total, `nowrap` for a
 *   value that must not break;
 * - `{ action }` the button a mail asks the reader to press (with the link written out below it);
 * - `{ note }` small print.
 */
export type MailBlock = string | { heading?: string; lines: string[] } | { heading?: string; rows: MailRow[] } | { action: MailLink } | { note: string }

export type MailInput = {
  locale: MailLocale
  subject: string
  /** The preview line mail clients show after the subject. */
  preheader?: string
  /** "Guten Tag Anna Schmidt," */
  greeting?: string
  blocks: MailBlock[]
  /** The sign-off; by default the shop's, `false` for none. */
  closing?: string | false
  /** Why the reader gets this mail, and how to stop it (an unsubscribe link). */
  footer?: { text: string; link?: MailLink }
}

export type RenderedMail = { subject: string; html: string; text: string }

const TEXTS = {
  de: {
    closing: `Herzliche Grüße\nIhr ${COMPANY.brand} – Familienbetrieb seit ${COMPANY.founded}`,
    since: `seit ${COMPANY.founded}`,
    buttonFallback: 'Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    phone: 'Tel.',
    email: 'E-Mail',
    directors: 'Geschäftsführung',
    vatId: 'USt-IdNr.',
    seat: 'Sitz',
  },
  en: {
    closing: `Kind regards\n${COMPANY.brand} – a family business since ${COMPANY.founded}`,
    since: `since ${COMPANY.founded}`,
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    phone: 'Phone',
    email: 'Email',
    directors: 'Managing directors',
    vatId: 'VAT ID',
    seat: 'Registered office',
  },
} as const

// The shop's palette (uno.config.ts): stone for text and lines, gold for accents.
const C = {
  page: '#f5f5f4',
  card: '#ffffff',
  text: '#292524',
  heading: '#1c1917',
  muted: '#57534e',
  sale: '#991b1b',
  line: '#e7e5e4',
  gold: '#7d5d20',
  goldLine: '#ead9ab',
  button: '#1c1917',
}
const SERIF = "Georgia, 'Times New Roman', serif"
const SANS = 'Arial, Helvetica, sans-serif'

/** Escapes text for HTML content and attribute values. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function safeUrl(url: string): string {
  if (!/^(https?:\/\/|mailto:)/i.test(url)) throw new Error(`a mail link must be http(s) or mailto, got "${url}"`)
  return url
}

/** The shop's postal address, register entries and contact: what every business mail must say (§ 35a GmbHG). */
function legalLines(locale: MailLocale): string[] {
  const t = TEXTS[locale]
  return [
    addressLines(locale).join(' · '),
    `${t.phone} ${COMPANY.phone} · ${t.email} ${COMPANY.email}`,
    `${t.seat} ${COMPANY.city} · ${COMPANY.registerCourt} ${COMPANY.registerNumber} · ${t.directors}: ${COMPANY.managingDirectors} · ${t.vatId} ${COMPANY.vatId}`,
  ]
}

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`
const withBreaks = (text: string) => escapeHtml(text).replace(/\n/g, '<br>')
const heading = (text?: string) =>
  text ? `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:18px;font-weight:normal;color:${C.heading};">${escapeHtml(text)}</h2>` : ''

function blockHtml(block: MailBlock, locale: MailLocale): string {
  if (typeof block === 'string') return paragraph(withBreaks(block))
  if ('action' in block) {
    const url = escapeHtml(safeUrl(block.action.url))
    return (
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0 12px;"><tr>` +
      `<td align="center" bgcolor="${C.button}" style="border-radius:999px;background:${C.button};">` +
      `<a href="${url}" target="_blank" style="display:inline-block;padding:14px 30px;font-family:${SANS};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px;">${escapeHtml(block.action.label)}</a>` +
      `</td></tr></table>` +
      paragraph(
        `${escapeHtml(TEXTS[locale].buttonFallback)}<br><a href="${url}" style="color:${C.gold};word-break:break-all;">${escapeHtml(block.action.url)}</a>`,
        `font-size:13px;color:${C.muted};`,
      )
    )
  }
  if ('note' in block) return paragraph(withBreaks(block.note), `font-size:13px;color:${C.muted};`)
  if ('lines' in block) return heading(block.heading) + paragraph(block.lines.map(escapeHtml).join('<br>'))
  const rows = block.rows
    .map((row) => {
      // values wrap only at ordinary spaces: amounts and dates carry no-break spaces from Intl
      const weight = row.strong ? `font-weight:bold;border-top:2px solid ${C.heading};` : `border-bottom:1px solid ${C.line};`
      const detail = row.detail ? `<br><span style="font-size:13px;color:${C.sale};">${escapeHtml(row.detail)}</span>` : ''
      const was = row.was ? `<del style="font-size:13px;color:${C.muted};">${escapeHtml(row.was.value)}</del><br>` : ''
      return (
        `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;${weight}">${escapeHtml(row.label)}${detail}</td>` +
        `<td align="right" style="padding:8px 0;vertical-align:top;${weight}${row.nowrap ? 'white-space:nowrap;' : ''}">${was}${escapeHtml(row.value)}</td></tr>`
      )
    })
    .join('')
  return (
    heading(block.heading) +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px;">${rows}</table>`
  )
}

function blockText(block: MailBlock, locale: MailLocale): string {
  if (typeof block === 'string') return block
  if ('action' in block) return `${block.action.label}:\n${safeUrl(block.action.url)}`
  if ('note' in block) return block.note
  const title = block.heading ? [block.heading.toUpperCase()] : []
  if ('lines' in block) return [...title, ...block.lines].join('\n')
  const rowText = (row: MailRow) =>
    `${row.label}: ${row.value}${row.was ? ` (${row.was.label}: ${row.was.value})` : ''}${row.detail ? `\n  ${row.detail}` : ''}`
  return [...title, ...block.rows.map(rowText)].join('\n')
}

/**
 * Every mail of the shop in its layout: the shop's name on top, the blocks, the sign-off, and a footer with the
 * postal address and register entries; HTML (tables and inline styles, which mail clients keep) and plain text.
 */
export function renderMail(input: MailInput): RenderedMail {
  const { locale } = input
  const t = TEXTS[locale]
  const closing = input.closing === false ? null : (input.closing ?? t.closing)
  const footerLink = input.footer?.link
  const body = [
    ...(input.greeting ? [paragraph(withBreaks(input.greeting))] : []),
    ...input.blocks.map((block) => blockHtml(block, locale)),
    ...(closing ? [paragraph(withBreaks(closing), 'margin-top:24px;')] : []),
  ].join('')
  const footer = [
    ...(input.footer
      ? [
          paragraph(
            withBreaks(input.footer.text) +
              (footerLink ? ` <a href="${escapeHtml(safeUrl(footerLink.url))}" style="color:${C.gold};">${escapeHtml(footerLink.label)}</a>` : ''),
            'margin:0 0 12px;',
          ),
        ]
      : []),
    paragraph(legalLines(locale).map(escapeHtml).join('<br>'), 'margin:0;'),
  ].join('')
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting">` +
    `<meta name="color-scheme" content="light"><title>${escapeHtml(input.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${C.page};">` +
    (input.preheader ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(input.preheader)}</div>` : '') +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${C.page}" style="background:${C.page};"><tr><td align="center" style="padding:24px 8px;">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="${C.card}" style="width:100%;max-width:600px;background:${C.card};border:1px solid ${C.line};">` +
    `<tr><td align="center" style="padding:28px 24px 22px;border-bottom:1px solid ${C.goldLine};">` +
    `<div style="font-family:${SERIF};font-size:26px;color:${C.heading};">${escapeHtml(COMPANY.brand)}</div>` +
    `<div style="margin-top:6px;font-family:${SANS};font-size:11px;letter-spacing:3px;text-transform:uppercase;color:${C.gold};">${escapeHtml(t.since)}</div>` +
    `</td></tr>` +
    `<tr><td style="padding:28px 24px;font-family:${SANS};font-size:15px;line-height:1.6;color:${C.text};">${body}</td></tr>` +
    `<tr><td style="padding:20px 24px;background:#fafaf9;border-top:1px solid ${C.line};font-family:${SANS};font-size:12px;line-height:1.6;color:${C.muted};">${footer}</td></tr>` +
    `</table></td></tr></table></body></html>`

  const text = [
    COMPANY.brand.toUpperCase(),
    ...(input.greeting ? [input.greeting] : []),
    ...input.blocks.map((block) => blockText(block, locale)),
    ...(closing ? [closing] : []),
    ['-- ', ...legalLines(locale)].join('\n'),
    ...(input.footer ? [footerLink ? `${input.footer.text}\n${footerLink.label}: ${footerLink.url}` : input.footer.text] : []),
  ].join('\n\n')

  return { subject: input.subject, html, text: `${text}\n` }
}
