/**
 * An IBAN as it is printed: groups of four, whatever spacing the configured value has. A line may then break only
 * between groups (a phone's narrow screen), and the reader can compare it group by group.
 */
export function ibanGroups(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ')
}
