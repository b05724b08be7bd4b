import type { SectionProps } from '../../engine/resource'
import { useT } from '../../i18n'
import type { MailNotification } from './mail-notification'

/**
 * The mail as it was sent: its subject, then the HTML in a sandboxed frame (`sandbox` without any permission: no
 * scripts, no forms, no navigation of the back office, its own opaque origin), else the plain text. Mails sent before
 * the shop kept their content say so.
 */
export default function NotificationMailSection({ item }: SectionProps<MailNotification>) {
  const t = useT()
  const mail = item.data?.mail
  return (
    <section className="admin-card" aria-labelledby="section-mail" data-section="mail">
      <h2 id="section-mail" className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900" data-testid="mail-subject">
        {mail?.subject ?? t('shopData.mails.noSubject')}
      </h2>
      {mail?.html ? (
        <iframe
          title={t('shopData.mails.content')}
          sandbox=""
          srcDoc={mail.html}
          referrerPolicy="no-referrer"
          className="block h-[70vh] w-full rounded-b-lg bg-white"
          data-testid="mail-html"
        />
      ) : mail?.text ? (
        <pre className="whitespace-pre-wrap break-words px-4 py-3 font-sans text-sm text-stone-900">{mail.text}</pre>
      ) : (
        <p className="px-4 py-3 text-sm text-stone-600">{t('shopData.mails.notKept')}</p>
      )}
    </section>
  )
}
