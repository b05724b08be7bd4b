/** Customers taken over from the old shop: no password here yet, so they must set one. */
export const MIGRATED_CUSTOMERS = [
  {
    email: 'margarete.hoffmann@example.de',
    first_name: 'Margarete',
    last_name: 'Hoffmann',
    phone: '+49 621 4471230',
    customer_number: 'K-100231',
  },
  {
    email: 'james.whitfield@example.co.uk',
    first_name: 'James',
    last_name: 'Whitfield',
    phone: '+44 20 7946 0321',
    customer_number: 'K-100874',
  },
]
