import { randomBytes } from 'node:crypto'

/**
 * A client address no other request of the run shares: 2001:db8::/32 is reserved for documentation
 * (RFC 3849) and 64 random bits make a collision practically impossible. The back end's throttles count
 * per client address for 15 minutes, so a test that shared one with another test (as 250 addresses of an
 * IPv4 documentation block did) could be refused for requests it never sent.
 */
export function uniqueClientAddress(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? []
  return `2001:db8:${groups.join(':')}::1`
}
