/**
 * The life of one pending change as a flow runs it: `begin` opens it, each request `fill`s it with the choice and
 * requests it, `cancel` drops it. A request that failed half-way, or one staff went back from, has put steps into the
 * change: a `fill` that settles the held steps against the choice (order-changes.ts) needs nothing more; otherwise
 * `again` empties the change before any later request — by dropping those steps, or by cancelling the change and
 * beginning anew. It does so in place: until a request succeeds the flow holds the object `begin` answered, and
 * cancels that one when it is left, so a change begun anew must replace the first in that object.
 */
export function pendingChange<C extends object, V>(life: {
  begin: () => Promise<C>
  fill: (change: C, values: V) => Promise<C>
  again?: (change: C) => Promise<Partial<C> | void>
  cancel: (change: C) => Promise<unknown>
}) {
  const requested = new WeakSet<C>()
  return {
    begin: life.begin,
    request: async (change: C, values: V): Promise<C> => {
      if (requested.has(change) && life.again) Object.assign(change, await life.again(change))
      requested.add(change)
      const filled = await life.fill(change, values)
      requested.add(filled)
      return filled
    },
    cancel: life.cancel,
  }
}
