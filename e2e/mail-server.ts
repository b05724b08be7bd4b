/**
 * Takes the test stack's mail server (its mail catcher) down and brings it back, through the orchestrator's switch
 * (`scripts/lib/mail-switch.mjs`, passed as MAIL_SWITCH_URL). While it is down the shop's mails wait in its outbox;
 * the inbox keeps what it had. Only for tests of the settings group: no other test may wait for mail meanwhile.
 */
async function flip(action: 'stop' | 'start') {
  const url = process.env.MAIL_SWITCH_URL
  if (!url) throw new Error('MAIL_SWITCH_URL is not set: run the tests with `npm test`, which starts the mail catcher with its switch')
  const response = await fetch(`${url}/${action}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`mail switch: ${action} answered ${response.status}: ${await response.text()}`)
}

export const stopMailServer = () => flip('stop')
export const startMailServer = () => flip('start')
