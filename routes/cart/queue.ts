/**
 * Runs tasks one after another in call order. Cart mutations go through one queue, so a fast second
 * click waits for the first instead of racing it against the back end; a failed task does not stop
 * the ones queued behind it.
 */
export function createQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  let pending = 0
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      pending++
      const result = tail.then(task, task)
      tail = result.then(
        () => pending--,
        () => pending--,
      )
      return result
    },
    /** Tasks queued or running: the UI shows "updating" while this is above zero. */
    get pending() {
      return pending
    },
  }
}
