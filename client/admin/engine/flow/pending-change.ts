/**
 * The life of one pending change as a flow runs it: `begin` opens it (or answers one left half-way: `resumed`), each
 * request `fill`s it with the choice and requests it, `cancel` drops it. A change that was requested before (a
 * request that failed half-way, or one staff went back from) or that was resumed may hold steps already: `fill` is
 * told so (`holds`), reads them and settles them against the choice (order-changes.ts); a change just begun holds
 * none, which spares reading them.
 */
export function pendingChange<C extends object, V>(
  life: {
    begin: () => Promise<C>
    fill: (change: C, values: V, holds: boolean) => Promise<C>
    cancel: (change: C) => Promise<unknown>
  },
  resumed = false,
) {
  const requested = new WeakSet<C>()
  return {
    begin: life.begin,
    request: async (change: C, values: V): Promise<C> => {
      const holds = resumed || requested.has(change)
      requested.add(change)
      const filled = await life.fill(change, values, holds)
      requested.add(filled)
      return filled
    },
    cancel: life.cancel,
  }
}
